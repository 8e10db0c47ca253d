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
  // English unprefixed; Chinese for a few pages (the others are shown in English under /zh/ with a
  // notice) and Arabic, a right-to-left language, with a handful of interface strings.
  languages: [
    { code: 'en', label: 'English' },
    { code: 'zh', label: '中文' },
    { code: 'ar', label: 'العربية', dir: 'rtl' },
  ],
  products: [
    {
      id: 'material-ui',
      name: 'Material UI',
      category: 'core',
      logo: '/static/logos/material-ui.svg',
      home: '/material-ui/getting-started',
      versions: [{ text: 'v7.2.0', current: true }, ...olderMaterialVersions, allVersions],
      navigation: 'content/navigation/material-ui.json',
    },
    {
      id: 'joy-ui',
      name: 'Joy UI',
      category: 'core',
      logo: '/static/logos/joy-ui.svg',
      home: '/joy-ui/getting-started',
      versions: [{ text: 'v5.0.0-beta.49', current: true }],
      navigation: 'content/navigation/joy-ui.json',
    },
    {
      id: 'system',
      name: 'MUI System',
      category: 'core',
      logo: '/static/logos/system.svg',
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
      home: '/core',
      versions: [{ text: 'v7.2.0', current: true }, allVersions],
      navigation: 'content/navigation/core.json',
    },
    {
      id: 'x-data-grid',
      name: 'MUI X Data Grid',
      category: 'x',
      logo: '/static/logos/x-data-grid.svg',
      home: '/x/react-data-grid',
      apiPath: '/x/api/data-grid',
      versions: [{ text: 'v7.29.0', current: true }, { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' }, allVersions],
      navigation: 'content/navigation/x-data-grid.json',
    },
    {
      id: 'docs-infra',
      name: 'Docs Infra',
      logo: '/static/logos/docs-infra.svg',
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
