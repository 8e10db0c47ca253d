import path from 'node:path';
import type { Plugin } from 'esbuild';
import { toPosix } from '../util/site-files';

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

/**
 * An entry point with its file relative to the bundle's folder (`base`, the site's): esbuild
 * names each module of a plugin's namespace by this path in a comment of an unminified bundle,
 * and a published file names no folder of the build machine. `absoluteEntry` turns it back.
 */
export function relativeEntry(entryPoint: string, base: string): string {
  const file = entryFile(entryPoint);
  return `${entryPoint.slice(0, entryPoint.length - file.length)}${toPosix(path.relative(base, file))}`;
}
/** An entry point made by `relativeEntry`, with its file absolute again, to load. */
export function absoluteEntry(entryPoint: string, base: string): string {
  const file = entryFile(entryPoint);
  return `${entryPoint.slice(0, entryPoint.length - file.length)}${path.resolve(base, file)}`;
}

/** Resolves and loads the themed entries; use it with `demoEntryPoint`. */
export function themedEntryPlugin(): Plugin {
  return {
    name: 'docs-site-themed-entry',
    setup(build) {
      const base = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onResolve({ filter: /^docs-site-themed:/ }, (args) => ({ path: relativeEntry(entryFile(args.path), base), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const demo = path.resolve(base, args.path);
        return {
          contents: `import Demo from ${JSON.stringify(demo)};
import { CssVarsProvider } from '@mui/joy/styles';
import { createElement } from 'react';
export default function ThemedDemo(props) {
  return createElement(CssVarsProvider, { attribute: 'data-mui-color-scheme', defaultMode: 'system', colorSchemeNode: null, storageWindow: null }, createElement(Demo, props));
}
`,
          loader: 'js',
          resolveDir: path.dirname(demo),
        };
      });
    },
  };
}
