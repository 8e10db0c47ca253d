/**
 * The runnable project a demo's "Open in StackBlitz" and "Open in CodeSandbox" buttons send.
 * The build writes one `SandboxProject` per demo (`/assets/sandbox/<Name>-<hash>.json`): what
 * only the build knows, the demo's files and the versions the site installs. The browser
 * fetches it on the first click and lays the project out for the service with
 * `assembleSandbox`, in the variant (TS or JS), colour scheme and direction the reader is
 * looking at. Pure and plain, so the build's tests assemble the same project the reader gets.
 */

/** What the build writes for a demo. */
export interface SandboxProject {
  /** The project's title: the demo's name. */
  title: string;
  /** The project's description: where the demo's source lives. */
  description: string;
  /** `tailwind` for a demo styled with Tailwind CSS: its page loads Tailwind's script. */
  styling: 'tailwind' | null;
  /** The project in each language the demo is shown in: a demo written only in JavaScript has no `ts`. */
  variants: { ts?: SandboxVariant; js: SandboxVariant };
  /** What the entry adds for a right-to-left reader: Emotion's cache, stylis and MUI's RTL plugin. */
  rtl: { dependencies: Record<string, string>; devDependencies: Record<string, string> };
}

/** One language's project. */
export interface SandboxVariant {
  /** `Demo.tsx` (or `Demo.js`) and the modules it imports, flattened beside it, by file name. */
  files: Record<string, string>;
  /** Every package the files import, React, ReactDOM, Emotion and Material UI, at the versions the site installs. */
  dependencies: Record<string, string>;
  /** The types of those packages the site installs (TS only). */
  devDependencies: Record<string, string>;
}

export type SandboxService = 'stackblitz' | 'codesandbox';

/** What the reader is looking at when they click. */
export interface SandboxChoice {
  variant: 'ts' | 'js';
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
}

/** A project laid out for one service. */
export interface AssembledSandbox {
  title: string;
  description: string;
  /** Every file, by path from the project's root (`package.json` included). */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** The file the service opens first: the demo. */
  openFile: string;
}

/**
 * The project as each service documents it: StackBlitz's `create-react-app` template wants
 * `index.html` and the entry at the root; CodeSandbox's wants `public/index.html` and `src/`,
 * as upstream's sandboxes are. The variant falls back to JS when the demo has no TS.
 */
export function assembleSandbox(project: SandboxProject, service: SandboxService, choice: SandboxChoice): AssembledSandbox {
  const ts = choice.variant === 'ts' && project.variants.ts !== undefined;
  const variant = (ts ? project.variants.ts : undefined) ?? project.variants.js;
  const rtl = choice.direction === 'rtl';
  const source = service === 'codesandbox' ? 'src/' : '';
  const extension = ts ? 'tsx' : 'js';
  const dependencies = sortKeys({ ...variant.dependencies, ...(rtl && project.rtl.dependencies) });
  const devDependencies = sortKeys({ ...variant.devDependencies, ...(rtl && ts && project.rtl.devDependencies) });
  const files: Record<string, string> = {
    [service === 'codesandbox' ? 'public/index.html' : 'index.html']: indexHtml(project, choice),
    [`${source}index.${extension}`]: entry({ ts, rtl, joy: '@mui/joy' in dependencies, mode: choice.mode, direction: choice.direction }),
  };
  for (const [name, contents] of Object.entries(variant.files)) files[`${source}${name}`] = contents;
  if (ts) files['tsconfig.json'] = TSCONFIG;
  files['package.json'] = `${JSON.stringify(
    {
      name: packageName(project.title),
      version: '0.0.0',
      private: true,
      description: project.description,
      ...(service === 'codesandbox' && { main: `src/index.${extension}`, scripts: { start: 'react-scripts start', build: 'react-scripts build' } }),
      dependencies,
      devDependencies: sortKeys({ ...devDependencies, ...(service === 'codesandbox' && { 'react-scripts': 'latest' }) }),
    },
    null,
    2,
  )}\n`;
  return { title: project.title, description: project.description, files, dependencies, devDependencies, openFile: `${source}Demo.${extension}` };
}

const sortKeys = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** npm's rules for a package name: lower case, URL-safe. */
const packageName = (title: string) =>
  title
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'demo';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function indexHtml(project: SandboxProject, choice: SandboxChoice): string {
  return `<!DOCTYPE html>
<html lang="en" dir="${choice.direction}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="initial-scale=1, width=device-width" />
    <title>${escapeHtml(project.title)}</title>
    <link rel="preconnect" href="https://fonts.googleapis.com" />
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin />
    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap" />
    <link rel="stylesheet" href="https://fonts.googleapis.com/icon?family=Material+Icons" />${
      project.styling === 'tailwind' ? '\n    <script src="https://cdn.tailwindcss.com"></script>' : ''
    }
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The entry: the demo in Material UI's theme provider with both colour schemes, in the
 * reader's scheme and direction, as the page shows it (a Joy UI demo inside Joy's provider
 * too, as the page renders it). A right-to-left reader gets Emotion's RTL cache, which is how
 * MUI turns styles around.
 */
function entry({ ts, rtl, joy, mode, direction }: { ts: boolean; rtl: boolean; joy: boolean; mode: 'light' | 'dark'; direction: 'ltr' | 'rtl' }): string {
  const lines = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    "import CssBaseline from '@mui/material/CssBaseline';",
    "import { ThemeProvider, createTheme } from '@mui/material/styles';",
    ...(rtl ? ["import createCache from '@emotion/cache';", "import { CacheProvider } from '@emotion/react';", "import { prefixer } from 'stylis';", "import rtlPlugin from '@mui/stylis-plugin-rtl';"] : []),
    ...(joy ? ["import { CssVarsProvider as JoyCssVarsProvider } from '@mui/joy/styles';"] : []),
    "import Demo from './Demo';",
    '',
    '// The colour scheme and direction the demo was shown in.',
    `const mode = '${mode}';`,
    `const direction = '${direction}';`,
    '',
    'const theme = createTheme({',
    "  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },",
    '  colorSchemes: { light: true, dark: true },',
    '  direction,',
    '});',
    ...(rtl ? ["const cache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });"] : []),
    '',
  ];
  // Each provider around the demo: its opening tag, then what goes first inside it.
  const wrappers: [open: string, close: string, first?: string][] = [
    ...(rtl ? [['<CacheProvider value={cache}>', '</CacheProvider>'] as [string, string]] : []),
    ['<ThemeProvider theme={theme} defaultMode={mode}>', '</ThemeProvider>', '<CssBaseline enableColorScheme />'],
    ...(joy ? [['<JoyCssVarsProvider defaultMode={mode}>', '</JoyCssVarsProvider>'] as [string, string]] : []),
  ];
  const pad = (depth: number) => '  '.repeat(depth + 2);
  const tree = [
    ...wrappers.flatMap(([open, , first], depth) => [`${pad(depth)}${open}`, ...(first ? [`${pad(depth + 1)}${first}`] : [])]),
    `${pad(wrappers.length)}<Demo />`,
    ...wrappers.map(([, close], depth) => `${pad(depth)}${close}`).reverse(),
  ];
  return [
    ...lines,
    `ReactDOM.createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
    '  <React.StrictMode>',
    ...tree,
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
}

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2020',
      lib: ['DOM', 'DOM.Iterable', 'ES2020'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      esModuleInterop: true,
      isolatedModules: true,
      resolveJsonModule: true,
      allowJs: true,
      noEmit: true,
    },
  },
  null,
  2,
)}\n`;
