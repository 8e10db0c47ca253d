import path from 'node:path';
import type { Plugin } from 'esbuild';
import { toPosix } from '../util/site-files';
import type { DemoTheme } from './demo-theme';

/**
 * A demo that needs a theme of the library it runs on (`demo-theme.ts`) renders inside that
 * library's provider, as upstream's docs render it. The bundles compile such a demo through an
 * entry module of docs-site's (`docs-site-themed:<theme>:<file>`) whose default export is the
 * demo in its provider:
 *
 * - `joy`: Joy's `CssVarsProvider`, so that `useColorScheme` works and Joy's colours follow
 *   the reader's colour scheme: Joy's variables for each scheme are keyed on the page's
 *   attribute (`data-mui-color-scheme`), which the provider, like every island, neither writes
 *   nor stores (it would contradict the reader's choice as soon as a demo hydrated).
 * - `material`: the site's own Material UI `ThemeProvider` with its `createTheme`, of the
 *   site's major, in the page's direction and the reader's colour scheme: on the server the
 *   default (light), in the browser the page's attribute, read once the island has hydrated
 *   with the server's (so hydration matches) and followed as the reader changes it. Emotion's
 *   theme context is emptied first: docs-site's site theme there is of another major.
 */

const NAMESPACE = 'docs-site-themed';
const PREFIX = `${NAMESPACE}:`;
const THEMED = /^docs-site-themed:(joy|material):/;

/** What the bundles compile for a demo: its file, or its themed entry when it has a theme of its own. */
export function demoEntryPoint(demo: { entry: string; theme?: DemoTheme }): string {
  return demo.theme ? `${PREFIX}${demo.theme}:${demo.entry}` : demo.entry;
}

/** The file an entry point (or a metafile input) stands for: a themed entry's demo file. */
export const entryFile = (entryPoint: string): string => entryPoint.replace(THEMED, '');

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

/** Each theme's entry module, around the demo's file (`demo`, a JSON string). */
const ENTRIES: Record<DemoTheme, (demo: string) => string> = {
  joy: (demo) => `import Demo from ${demo};
import { CssVarsProvider } from '@mui/joy/styles';
import { createElement } from 'react';
export default function ThemedDemo(props) {
  return createElement(CssVarsProvider, { attribute: 'data-mui-color-scheme', defaultMode: 'system', colorSchemeNode: null, storageWindow: null }, createElement(Demo, props));
}
`,
  material: (demo) => `import Demo from ${demo};
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { ThemeContext } from '@emotion/react';
import { createElement, useContext, useMemo, useSyncExternalStore } from 'react';
const NO_THEME = {};
const ATTRIBUTE = 'data-mui-color-scheme';
function subscribe(onChange) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => observer.disconnect();
}
const readerScheme = () => (document.documentElement.getAttribute(ATTRIBUTE) === 'dark' ? 'dark' : 'light');
const serverScheme = () => 'light';
export default function ThemedDemo(props) {
  const outer = useContext(ThemeContext);
  const direction = outer && outer.direction === 'rtl' ? 'rtl' : 'ltr';
  const mode = useSyncExternalStore(subscribe, readerScheme, serverScheme);
  const theme = useMemo(() => createTheme({ direction, palette: { mode } }), [direction, mode]);
  return createElement(ThemeContext.Provider, { value: NO_THEME }, createElement(ThemeProvider, { theme }, createElement(Demo, props)));
}
`,
};

/** Resolves and loads the themed entries; use it with `demoEntryPoint`. */
export function themedEntryPlugin(): Plugin {
  return {
    name: 'docs-site-themed-entry',
    setup(build) {
      const base = build.initialOptions.absWorkingDir ?? process.cwd();
      // The theme stays in the module's path, for `onLoad`: `<theme>:<file relative to base>`.
      build.onResolve({ filter: /^docs-site-themed:/ }, (args) => ({ path: relativeEntry(args.path, base).slice(PREFIX.length), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const theme = THEMED.exec(`${PREFIX}${args.path}`)?.[1] as DemoTheme | undefined;
        if (!theme) throw new Error(`docs-site: no theme in the themed entry ${args.path}`);
        const demo = path.resolve(base, entryFile(`${PREFIX}${args.path}`));
        return { contents: ENTRIES[theme](JSON.stringify(demo)), loader: 'js', resolveDir: path.dirname(demo) };
      });
    },
  };
}
