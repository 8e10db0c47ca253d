/**
 * The layering of docs-site's source, checked by dependency-cruiser (`npm run layers`, part of
 * `npm test`). See content/docs-infra/architecture.md (/docs-infra/architecture in the built
 * site) for what each folder is for.
 */

/**
 * The engine's folders (src/node/<folder>), lowest first: the model and the helpers every stage
 * uses, then the stages in the order a page goes through them (STYLE's flow): load, routing
 * (below load: loading a file asks the path rules which language and route it has), what the
 * site is made with (share cards, the theme, demos, the browser bundle), the site, the page, the
 * cache beside the one writer, the threads that run pages and write them (above both:
 * scheduling calls the stages, never the other way), the finish, the checks; the servers and
 * commands last. A folder imports only folders of lower layers; folders of one layer do not
 * import each other. The files at the top of src/node (build.ts, merge.ts, index.ts) are above
 * every folder.
 */
const STAGES = [
  ['diagnostics'],
  ['model'],
  ['util'],
  ['config'],
  ['routing', 'strings'],
  ['load', 'nav'],
  ['og', 'theme'],
  ['demos'],
  ['bundle'],
  ['site'],
  ['page', 'search'],
  ['cache'],
  ['write'],
  ['run'],
  ['finish'],
  ['checks'],
  ['serve'],
  ['dev', 'init', 'api-extract'],
];

const stageRules = STAGES.map((layer, index) => {
  const above = STAGES.slice(index + 1).flat();
  const same = layer.length > 1 ? layer : [];
  return {
    name: `stage-order-${layer.join('-')}`,
    comment: `src/node/{${layer.join(',')}} imports only the stages below it (STAGES, in .dependency-cruiser.cjs).`,
    severity: 'error',
    from: { path: `^src/node/(${layer.join('|')})/` },
    to: {
      path: [`^src/node/(${above.join('|')})/`, '^src/node/[^/]+\\.ts$', ...(same.length ? [`^src/node/(${same.join('|')})/`] : [])],
      // A folder's own modules import each other freely.
      pathNot: `^src/node/$1/`,
    },
  };
});

/**
 * A file imports no file of a folder above its own within its side: for each depth of that
 * folder (src/client/, src/client/search/, ...; in the engine from a stage's folder down,
 * src/node/page/, ...), a rule. (The theme in templates/ keeps theme.ts and strings.ts at its
 * root, as sites that copy it expect.)
 */
const PARENT_FOLDER_RULES = [2, 3, 4, 5, 6].flatMap((depth) =>
  [
    ['src/client', depth],
    ['src/node', depth >= 3 ? depth : null],
  ]
    .filter(([, at]) => at !== null)
    .map(([side]) => ({
      name: 'no-import-of-the-parent-folder',
      comment: 'A folder imports its subfolders, never the other way: what both need lives in a subfolder of its own (src/client/common, src/node/page/markdown/common).',
      severity: 'error',
      from: { path: `^(${side}/${'[^/]+/'.repeat(depth - 2)})[^/]+/.+$` },
      to: { path: '^$1[^/]+$' },
    })),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...stageRules,
    {
      name: 'no-unknown-stage',
      comment: 'Every folder of the engine has its place in STAGES.',
      severity: 'error',
      from: {},
      to: { path: '^src/node/[^/]+/', pathNot: `^src/node/(${STAGES.flat().join('|')})/` },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Folders of the source and of the theme import each other in one direction only (type imports included).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(src|templates)/' },
      to: { circular: true },
    },
    {
      name: 'only-write-opens-the-output',
      comment: 'write/ is the one writer of the output folder: its staging folder is opened and committed there and by the commands (build.ts, merge.ts); the stages that make files get an OutputFolder (model/) from it.',
      severity: 'error',
      from: { path: '^src/node/', pathNot: '^src/node/(write/|[^/]+\\.ts$)' },
      to: { path: '^src/node/write/staging\\.ts$' },
    },
    {
      name: 'no-disk-in-the-stages-that-make-output',
      comment: "The stages a page goes through read the site's files through util/site-files (inside the site, no link out) and write only through write/: none of them touches the file system itself.",
      severity: 'error',
      from: { path: '^src/node/(model|routing|strings|load|nav|site|page|search|run|finish|checks)/' },
      to: { dependencyTypes: ['core'], path: '^(node:)?fs(/promises)?$' },
    },
    {
      name: 'low-level-writers-write-caches',
      comment: "util's writers (atomic writes, folders) serve write/ and the caches (cache/, and the demos', bundle's and templates' own) and init's starter site, never a stage that makes the output.",
      severity: 'error',
      from: { path: '^src/node/', pathNot: '^src/node/(write|cache|demos|bundle|theme|init|util)/' },
      to: { path: '^src/node/util/(write-atomically|make-folder)\\.ts$' },
    },
    {
      name: 'cache-is-a-lookup',
      comment: 'The cache answers whether an entry is good and where its bytes are, from the model: it imports the model, config, routing, search (which pages are indexed), util and diagnostics, never a stage that makes or writes pages.',
      severity: 'error',
      from: { path: '^src/node/cache/' },
      to: { path: '^src/node/[^/]+/', pathNot: '^src/node/(cache|model|config|routing|search|util|diagnostics)/' },
    },
    // A folder imports its subfolders, never the other way (what both need lives in a subfolder
    // of its own: src/client/common, src/node/page/markdown/common), so that no folder and its
    // subfolder import each other: one rule per depth of the folder imported from.
    ...PARENT_FOLDER_RULES,
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
