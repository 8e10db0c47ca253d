/**
 * The layering of docs-site's source, checked by dependency-cruiser (`npm run layers`, part of
 * `npm test`). See docs/architecture.md for what each folder is for.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment: 'Folders of the source import each other in one direction only (type imports included).',
      // A warning while the engine's folders are sorted into their stages (issue 30); an error
      // once none is left.
      severity: 'warn',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'No module imports itself back through others.',
      severity: 'error',
      from: { path: '^(src|cli|templates)/' },
      to: { circular: true },
    },
    {
      name: 'client-is-browser-code',
      comment: 'src/client runs in the browser: it imports src/shared and packages, never the engine or Node.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^(src/node|cli|templates)/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'src/shared holds the formats both sides read: it imports neither side.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/node|src/client|cli|templates)/' },
    },
    {
      name: 'no-node-builtins-in-browser-code',
      severity: 'error',
      from: { path: '^src/(client|shared)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'engine-is-not-browser-code',
      comment: 'The engine bundles src/client by file name; it never imports it.',
      severity: 'error',
      from: { path: '^src/node/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'cli-uses-the-public-entry',
      comment: 'cli/ is a shell over the engine: it imports src/node/index.ts only.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^src/node/', pathNot: '^src/node/index\\.ts$' },
    },
    {
      name: 'templates-import-engine-types-only',
      comment: 'The theme reads the page view it is given: from the engine it imports types only.',
      severity: 'error',
      from: { path: '^templates/' },
      to: { path: '^src/node/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Tests may reach into any part they test.
    exclude: { path: ['node_modules', '\\.test\\.tsx?$', '/test-helpers\\.ts$'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
