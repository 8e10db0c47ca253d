// Runs a TypeScript benchmark script: esbuild bundles it (npm packages stay external) into
// node_modules/.cache/docs-site and Node imports the result. `node bench/run.mjs bench/x.ts [args]`.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2];
if (!entry) {
  process.stderr.write('usage: node bench/run.mjs <script.ts> [args...]\n');
  process.exit(2);
}
const outDir = path.join(root, 'node_modules', '.cache', 'docs-site');
await mkdir(outDir, { recursive: true });
const outfile = path.join(outDir, `bench-${path.basename(entry, path.extname(entry))}.mjs`);
await build({
  entryPoints: [path.resolve(entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
});
process.argv.splice(1, 2, outfile);
await import(pathToFileURL(outfile).href);
