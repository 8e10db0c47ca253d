import type { ReactNode } from 'react';

/** The wrapper of islands when the templates have no `islands.tsx`: nothing around them. */
export const IslandWrapper = ({ children }: { children: ReactNode }): ReactNode => children;
