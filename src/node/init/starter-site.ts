/**
 * The site `docs-site init` writes: a config, one product with two pages (one with a live
 * demo), its navigation, a home page, a logo and a package.json with the scripts to run it.
 * Pure: answers in, files out.
 */
import type { UserConfig } from '../model/config';
import { MAX_INIT_ANSWER_LENGTH } from '../util/limits';

/** What `init` asks for (on a terminal) or takes by default. */
export interface InitAnswers {
  /** The site's title, shown in the app bar and in every page's `<title>`. */
  title: string;
  /** The name of the first product documented by the site. */
  productName: string;
}

export const DEFAULT_ANSWERS: InitAnswers = { title: 'My Docs', productName: 'Components' };

/** The scripts the starter's package.json gets (and that `init` adds to an existing one). */
export const STARTER_SCRIPTS: Readonly<Record<string, string>> = {
  dev: 'docs-site dev',
  build: 'docs-site build',
  preview: 'docs-site serve',
};

/**
 * A product id from its name: lowercase words joined by `-` (`Acme Charts` -> `acme-charts`),
 * at most `MAX_INIT_ANSWER_LENGTH` characters (a compatibility character can spell several
 * letters: the id becomes a folder name and a route segment, which have bounds).
 */
export function productIdOf(name: string): string {
  const id = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_INIT_ANSWER_LENGTH)
    .replace(/^-+|-+$/g, '');
  return id || 'docs';
}

/** The config the starter's `docs-site.config.ts` holds, as a value (init validates it before writing). */
export function starterConfig({ title, productName }: InitAnswers) {
  const id = productIdOf(productName);
  const product = {
    id,
    name: productName,
    description: `What ${productName} is, in a sentence: the home page shows it.`,
    logo: '/static/logo.svg',
    home: `/${id}/getting-started`,
    versions: [{ text: 'v1.0.0', current: true }],
    navigation: `content/navigation/${id}.json`,
  };
  return {
    title,
    host: 'https://docs.example.com',
    repository: { url: 'https://github.com/your-org/your-repo', branch: 'main', directory: '' },
    products: [product] as [typeof product],
  } satisfies UserConfig;
}

/** A string as a TypeScript or YAML double-quoted literal (JSON's escapes are valid in both). */
const quoted = (text: string) => JSON.stringify(text);

/** A string of the starter's own (no quote, no backslash) as a TypeScript single-quoted literal. */
const singleQuoted = (text: string) => `'${text}'`;

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 32" width="36" height="32" role="img" aria-label="Logo">
  <path fill="#007FFF" d="M30.34 13.5v-6L36 4.3v6.1L30.34 13.5Zm0 1.96v6.04L36 18.3v-6.04l-5.66 3.2ZM5.66 7.5l5.66 3.2v6L5.66 13.5v-6ZM0 4.3l5.66 3.2v12L0 16.3v-12Zm18 3.2L12.34 4.3v12l5.66 3.2v6L12.34 22.3v6L18 31.5l5.66-3.2v-6L18 25.5v-6l5.66-3.2v-12L18 7.5Z"/>
</svg>
`;

/** The files of the starter site, by posix path relative to its folder. */
export function starterFiles(answers: InitAnswers, docsSiteVersion: string): Record<string, string> {
  const { title, productName } = answers;
  const config = starterConfig(answers);
  const [product] = config.products;
  const { id } = product;
  return {
    'docs-site.config.ts': `import { defineConfig } from 'docs-site';

export default defineConfig({
  title: ${quoted(config.title)},
  // Where the site is published: canonical URLs, the sitemap and the service worker use it.
  host: ${singleQuoted(config.host)},
  // "Edit this page" links point here.
  repository: { url: ${singleQuoted(config.repository.url)}, branch: ${singleQuoted(config.repository.branch)}, directory: ${singleQuoted(config.repository.directory)} },
  products: [
    {
      id: ${quoted(id)},
      name: ${quoted(product.name)},
      description: ${quoted(product.description)},
      logo: ${singleQuoted(product.logo)},
      home: ${singleQuoted(product.home)},
      versions: [{ text: 'v1.0.0', current: true }],
      navigation: ${singleQuoted(product.navigation)},
    },
  ],
});
`,
    'content/index.md': `---
title: ${quoted(title)}
description: ${quoted(`The documentation of ${productName}.`)}
layout: home
---

# ${title}

<p class="description">The documentation of ${productName}.</p>

The home page introduces each product of the config with its logo, version and description.
`,
    [`content/${id}/getting-started.md`]: `---
title: Getting started
description: ${quoted(`Install ${productName} and render a first component.`)}
---

# Getting started

<p class="description">Install ${productName} and render a first component.</p>

## Installation

\`\`\`bash
npm install @mui/material @emotion/react @emotion/styled
\`\`\`

:::info
This page is markdown: edit \`content/${id}/getting-started.md\` and the dev server reloads it.
:::

Then see [Usage](./usage.md) for a live demo.
`,
    [`content/${id}/usage.md`]: `---
title: Usage
description: ${quoted(`A live demo of ${productName}, with its source.`)}
---

# Usage

<p class="description">A live demo of ${productName}, with its source.</p>

## A first demo

The demo is \`Counter.tsx\`, beside this page: it is rendered when the site is built and comes
to life in the browser.

{{"demo": "Counter.js"}}
`,
    [`content/${id}/Counter.tsx`]: `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function Counter() {
  const [count, setCount] = React.useState(0);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setCount((n) => n + 1)}>
        Add one
      </Button>
      <Typography>Clicked {count} {count === 1 ? 'time' : 'times'}</Typography>
    </Stack>
  );
}
`,
    [`content/navigation/${id}.json`]: `${JSON.stringify(
      [
        { pathname: `/${id}/getting-started`, title: 'Getting started' },
        { pathname: `/${id}/usage`, title: 'Usage' },
      ],
      null,
      2,
    )}\n`,
    'public/static/logo.svg': LOGO,
    'package.json': `${JSON.stringify(
      { name: id, private: true, type: 'module', scripts: STARTER_SCRIPTS, devDependencies: { 'docs-site': `^${docsSiteVersion}` } },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: { target: 'ES2022', module: 'preserve', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, skipLibCheck: true, noEmit: true },
        include: ['docs-site.config.ts'],
      },
      null,
      2,
    )}\n`,
    '.gitignore': 'node_modules/\ndist/\ndocs-site-diagnostics.log\n',
  };
}
