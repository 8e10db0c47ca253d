// Compiles the CLI and engine (TypeScript) into lib/, which bin/docs-site.mjs runs.
// npm packages stay external: they are loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'cli/index.ts' },
  outdir: 'lib',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
