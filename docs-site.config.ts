import { defineConfig } from 'docs-site';

const olderMaterialVersions = [
  { text: 'v6', href: 'https://v6.mui.com/material-ui/' },
  { text: 'v5', href: 'https://v5.mui.com/' },
  { text: 'v4', href: 'https://v4.mui.com/' },
];
const allVersions = { text: 'View all versions', href: '/versions/' };

export default defineConfig({
  title: 'MUI',
  host: 'https://mui.com',
  repository: { url: 'https://github.com/mui/material-ui', branch: 'master', directory: 'docs' },
  languages: [{ code: 'en', label: 'English' }],
  products: [
    {
      id: 'material-ui',
      name: 'Material UI',
      category: 'core',
      logo: '/static/logos/material-ui.svg',
      description: "Google's Material Design, implemented as a complete set of ready-made React components.",
      home: '/material-ui/getting-started',
      versions: [{ text: 'v7.2.0', current: true }, ...olderMaterialVersions, allVersions],
      navigation: 'content/navigation/material-ui.json',
    },
    {
      id: 'joy-ui',
      name: 'Joy UI',
      category: 'core',
      logo: '/static/logos/joy-ui.svg',
      description: 'A design system of its own, built for customization from the first line.',
      home: '/joy-ui/getting-started',
      versions: [{ text: 'v5.0.0-beta.49', current: true }],
      navigation: 'content/navigation/joy-ui.json',
    },
    {
      id: 'system',
      name: 'MUI System',
      category: 'core',
      logo: '/static/logos/system.svg',
      description: 'The CSS utilities both libraries are built on, usable in any React project.',
      home: '/system/getting-started',
      versions: [
        { text: 'v7.2.0', current: true },
        { text: 'v6', href: 'https://v6.mui.com/system/getting-started/' },
        { text: 'v5', href: 'https://v5.mui.com/system/getting-started/' },
        { text: 'v4', href: 'https://v4.mui.com/system/basics/' },
        allVersions,
      ],
      navigation: 'content/navigation/system.json',
    },
    {
      id: 'core',
      name: 'MUI Core',
      category: 'core',
      logo: '/static/logos/core.svg',
      description: 'How the libraries share their foundations: packages, styling engine and tooling.',
      home: '/core',
      versions: [{ text: 'v7.2.0', current: true }, allVersions],
      navigation: 'content/navigation/core.json',
    },
    {
      id: 'x-data-grid',
      name: 'MUI X Data Grid',
      category: 'x',
      logo: '/static/logos/x-data-grid.svg',
      description: 'A fast and extensible table for React, with sorting, filtering, editing and more.',
      home: '/x/react-data-grid',
      apiPath: '/x/api/data-grid',
      versions: [{ text: 'v7.29.0', current: true }, { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' }, allVersions],
      navigation: 'content/navigation/x-data-grid.json',
    },
    {
      id: 'docs-infra',
      name: 'Docs Infra',
      logo: '/static/logos/docs-infra.svg',
      description: 'The building blocks of these docs: callouts, code blocks, demos and their markdown.',
      home: '/experiments/docs/writing',
      versions: [{ text: 'v0.0.0', href: '/versions/', current: true }],
      navigation: 'content/navigation/docs-infra.json',
    },
    {
      id: 'docs',
      name: 'MUI',
      logo: '/static/logos/core.svg',
      home: '/',
      versions: [{ text: 'v0.0.0', href: '/versions/', current: true }],
      navigation: 'content/navigation/docs.json',
    },
  ],
  sideNavLinks: 'content/navigation/side-nav-links.json',
  embeds: {
    'modules/components/ComponentLinkHeader.js': 'ComponentLinkHeader',
    // A component of this site's own, as upstream's docs app has it.
    'modules/components/MaterialUIComponents.js': './docs-components/MaterialUIComponents.tsx',
  },
  // Modules the demos share live outside the content folder, imported as upstream's demos
  // import the docs app's (`docs/data/...`).
  alias: { 'docs/data': './docs-data' },
  directories: { content: 'content', templates: 'templates', public: 'public', out: 'dist' },
});
