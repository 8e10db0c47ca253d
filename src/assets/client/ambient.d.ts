declare module 'docs-site:island-wrapper' {
  import type { ComponentType } from 'react';
  import type { IslandWrapperProps } from '../island-tree';
  export const IslandWrapper: ComponentType<IslandWrapperProps> | undefined;
}
