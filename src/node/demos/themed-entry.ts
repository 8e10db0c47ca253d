import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Demos of a design system with a theme provider of its own render inside it, as mui.com renders
 * them: a Joy UI demo (one whose sources import `@mui/joy`) inside Joy's `CssVarsProvider`, so
 * that `useColorScheme` works and Joy's colours follow the reader's colour scheme: Joy's
 * variables for each scheme are keyed on the page's attribute (`data-mui-color-scheme`), which
 * the provider, like every island, neither writes nor stores (it would contradict the reader's
 * choice as soon as a demo hydrated). The bundles compile such a demo through an entry module of
 * docs-site's (`docs-site-themed:<file>`) whose default export is the demo in its provider.
 */

const NAMESPACE = 'docs-site-themed';
const PREFIX = `${NAMESPACE}:`;
const IMPORTS_JOY = /['"]@mui\/joy(?:\/[^'"\n]*)?['"]/;

/** What the bundles compile for a demo: its file, or its themed entry when it renders Joy UI. */
export function demoEntryPoint(demo: { entry: string; tsSource: string | null; jsSource: string }): string {
  return IMPORTS_JOY.test(demo.tsSource ?? demo.jsSource) ? `${PREFIX}${demo.entry}` : demo.entry;
}

/** The file an entry point (or a metafile input) stands for: a themed entry's demo file. */
export const entryFile = (entryPoint: string): string => (entryPoint.startsWith(PREFIX) ? entryPoint.slice(PREFIX.length) : entryPoint);

/** Resolves and loads the themed entries; use it with `demoEntryPoint`. */
export function themedEntryPlugin(): Plugin {
  return {
    name: 'docs-site-themed-entry',
    setup(build) {
      // Relative to the bundle's folder (the site's): an unminified bundle names each module in
      // a comment, and a published file names no folder of the build machine.
      const base = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onResolve({ filter: /^docs-site-themed:/ }, (args) => ({ path: path.relative(base, entryFile(args.path)).split(path.sep).join('/'), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `import Demo from ${JSON.stringify(path.resolve(base, args.path))};
import { CssVarsProvider } from '@mui/joy/styles';
import { createElement } from 'react';
export default function ThemedDemo(props) {
  return createElement(CssVarsProvider, { attribute: 'data-mui-color-scheme', defaultMode: 'system', colorSchemeNode: null, storageWindow: null }, createElement(Demo, props));
}
`,
        loader: 'js',
        resolveDir: path.dirname(path.resolve(base, args.path)),
      }));
    },
  };
}
