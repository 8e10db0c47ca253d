#!/usr/bin/env node
// Runs a TypeScript script (benchmarks, maintenance tasks): esbuild compiles it with its
// relative imports into a temporary module beside it, npm packages stay external.
// Usage: node scripts/run.mjs <file.ts> [args...]
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node scripts/run.mjs <file.ts> [args...]\n');
  process.exit(2);
}
const entry = path.resolve(file);
const result = await build({ entryPoints: [entry], bundle: true, write: false, platform: 'node', format: 'esm', target: 'node20', packages: 'external', jsx: 'automatic', sourcemap: 'inline', logLevel: 'warning' });
const temporary = path.join(path.dirname(entry), `.${path.basename(entry)}.${process.pid}.mjs`);
await writeFile(temporary, result.outputFiles[0].text);
process.argv = [process.argv[0], entry, ...args];
try {
  await import(pathToFileURL(temporary).href);
} finally {
  await rm(temporary, { force: true });
}
