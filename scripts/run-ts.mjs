// Runs a TypeScript script of this repository (a benchmark, a one-off tool) on Node 20, which
// cannot run TypeScript itself: esbuild bundles it, with npm packages left external, into
// node_modules/.cache and Node imports the result. Arguments after the file are passed on.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]');
  process.exit(2);
}
const outDir = path.join(root, 'node_modules', '.cache', 'docs-site', 'scripts');
await mkdir(outDir, { recursive: true });
const outfile = path.join(outDir, `${path.basename(file).replace(/\.[cm]?tsx?$/, '')}.mjs`);
await build({
  entryPoints: [path.resolve(file)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { 'docs-site': path.join(root, 'src/node/index.ts') },
  sourcemap: 'inline',
  logLevel: 'warning',
});
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
