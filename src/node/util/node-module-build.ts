import type { BuildOptions } from 'esbuild';

/**
 * esbuild options for code docs-site itself imports in Node (the templates, the render
 * worker): one ES module in memory, npm packages left to Node to resolve.
 */
export const NODE_MODULE_BUILD = {
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  packages: 'external',
  logLevel: 'silent',
  legalComments: 'none',
} as const satisfies BuildOptions;
