import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * lz-string (which the demos' "Open in CodeSandbox" compresses projects with, in a chunk loaded
 * on a click) ships CommonJS only. Bundled as such, it brings esbuild's CommonJS helpers into
 * the chunk of runtime helpers, which the always-on script imports on every page: about 270
 * bytes gzip more on the pages of a site without demos (with demos, React's CommonJS brings
 * them anyway). Loaded as an ES module instead: its code runs with a `module` object of its own
 * (and no AMD `define`, whatever the page has), and its functions are exported by name.
 */
export function lzStringModulePlugin(): Plugin {
  return {
    name: 'docs-site-lz-string-module',
    setup(b) {
      b.onLoad({ filter: /[\\/]lz-string[\\/]libs[\\/]lz-string\.js$/ }, async (args) => ({
        contents: `const module = { exports: {} }, define = undefined;\n${await readFile(args.path, 'utf8')}\nexport const { compressToBase64 } = module.exports;\n`,
        loader: 'js',
      }));
    },
  };
}
