// Checks the layering of the source (.dependency-cruiser.cjs) with dependency-cruiser.
//
// dependency-cruiser reads TypeScript, type imports included, through the compiler's JavaScript
// API, which TypeScript 7 (the project's tsc) no longer ships. It is given TypeScript 5, installed
// as the dev dependency `typescript5`, under the name it asks for; nothing else in this process
// loads TypeScript.
import { fileURLToPath } from 'node:url';
import Module, { register } from 'node:module';

const toTypescript5 = (specifier) => specifier.replace(/^typescript(?=\/|$)/, 'typescript5');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, toTypescript5(request), ...rest);
};
register(
  `data:text/javascript,${encodeURIComponent(
    'export function resolve(specifier, context, next) { return next(specifier.replace(/^typescript(?=\\/|$)/, "typescript5"), context); }',
  )}`,
);

// The folders to check (relative to the current folder, as the rules' paths are): by default
// this repository's source.
const args = process.argv.slice(2);
const config = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));
process.argv = [process.argv[0], 'depcruise', ...(args.length ? args : ['src', 'cli', 'templates']), '--config', config];
await import(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url).href);
