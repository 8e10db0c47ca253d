// Compiles the CLI and engine (TypeScript) into lib/: lib/cli.mjs, which bin/docs-site.mjs runs,
// and lib/index.mjs, the public API (`import { build } from 'docs-site'`), sharing their code in
// chunks; and each worker thread's module, whole, into lib/workers/.
//
// The npm packages docs-site runs on are compiled in, but for those listed in EXTERNAL, which
// load from node_modules at run time. A build starts by importing the markdown pipeline: over a
// thousand small modules, which Node resolves, reads and compiles one by one in each thread that
// renders (see the commit that made this for the figures).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/** Packages that stay imports from node_modules, and why. */
const EXTERNAL = [
  // One copy in the process: the templates and the demos (compiled at build time, with their
  // packages left as imports) must render with the React, Emotion and MUI the renderer has.
  'react',
  'react-dom',
  'scheduler',
  '@emotion/*',
  '@mui/*',
  // A native binary, run as a process of its own.
  'esbuild',
  // Starts its threads from a file of its own, found beside its code.
  'tinypool',
  // Large, and loaded only by the commands and steps that use them: the API extractor, the
  // demos' emulated browser, dev's file watcher, the service worker's manifest, the client
  // bundle's browser code and fonts.
  '@babel/*',
  'react-docgen',
  'sucrase',
  'happy-dom',
  '@happy-dom/*',
  'chokidar',
  'web-vitals',
  'workbox-*',
  '@fontsource/*',
  // The share cards' drawing (takumi, a native binary): loaded only by the threads that draw
  // them, when a build has cards to draw.
  '@takumi-rs/*',
];

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // Packages written as CommonJS `require` Node's modules: an ES module has no `require` of its own.
  banner: { js: "import { createRequire as __docsSiteCreateRequire } from 'node:module'; const require = __docsSiteCreateRequire(import.meta.url);" },
  // The engine takes its workers from lib/workers/ (src/node/util/compile-worker.ts).
  define: { DOCS_SITE_COMPILED: 'true' },
  sourcemap: 'linked',
  // The maps point at the sources, which ship beside lib/ (node_modules' are installed): the
  // package stays small.
  sourcesContent: false,
  logLevel: 'warning',
};

/** The worker threads' entries: each is compiled into lib/workers/<its name>.mjs. */
const WORKERS = ['src/node/run/render-worker.ts', 'src/node/run/side-worker.ts', 'src/node/run/image-worker.ts', 'src/node/demos/mount-worker.ts', 'src/node/demos/mount-check.ts'];

// Chunks are named by hash: those of an earlier compile would pile up (and ship) otherwise.
await rm('lib/chunks', { recursive: true, force: true });
await rm('lib/workers', { recursive: true, force: true });

await Promise.all([
  build({
    ...common,
    entryPoints: { cli: 'cli/index.ts', index: 'src/node/index.ts' },
    outdir: 'lib',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
  }),
  // Whole, with no chunks: a worker's hash is its file's, and the page cache's keys hold it.
  build({
    ...common,
    entryPoints: Object.fromEntries(WORKERS.map((entry) => [path.basename(entry, '.ts'), entry])),
    outdir: 'lib/workers',
    outExtension: { '.js': '.mjs' },
  }),
]);
