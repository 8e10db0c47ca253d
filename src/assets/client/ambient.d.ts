declare module 'docs-site:island-wrapper' {
  import type { ComponentType, ReactNode } from 'react';
  export const IslandWrapper: ComponentType<{ children: ReactNode }> | undefined;
}
