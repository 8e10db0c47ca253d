// Compiles the CLI and engine (TypeScript) into lib/: lib/cli.mjs, which bin/docs-site.mjs runs,
// and lib/index.mjs, the public API (`import { build } from 'docs-site'`), sharing their code in
// chunks. npm packages stay external: they are loaded from node_modules at run time.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

// Chunks are named by hash: those of an earlier compile would pile up (and ship) otherwise.
await rm('lib/chunks', { recursive: true, force: true });

await build({
  entryPoints: { cli: 'cli/index.ts', index: 'src/index.ts' },
  outdir: 'lib',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
