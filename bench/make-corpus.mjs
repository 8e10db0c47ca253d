#!/usr/bin/env node
// Copied unchanged (apart from these two lines) from the project's shared bench folder
// (shared/bench/make-corpus.mjs), the common generator of synthetic corpora for speed measurements.
// make-corpus.mjs — deterministic synthetic developer-docs corpus generator.
//
// Usage:
//   node make-corpus.mjs --pages N --out DIR [--seed S] [--force]
//
// Writes:
//   DIR/content/**/*.md   N markdown pages (the N includes one index.md per folder
//                         and the home page content/index.md)
//   DIR/nav.json          navigation tree { pathname, title, children } that mirrors
//                         the folder structure
//
// Properties of the corpus (all derived from --seed, default 1; same seed + same N
// gives byte-identical output, on any machine, because nothing reads the clock, the
// environment or the file system order):
//   * Folders nest three levels deep: content/<section>/<subsection>/<topic>/.
//     Every folder holds an index.md (its overview page) plus 9-19 other pages, so
//     folders have ~10-20 pages each. When N is larger than one "full" tree, more
//     top-level sections are added; the last folder may be smaller.
//   * Each page has YAML frontmatter (title, description), an intro paragraph and
//     4-8 h2 sections, some with h3 subsections. The body mixes paragraphs with
//     inline code, emphasis and links (internal ones are valid relative links to
//     other generated .md files, external ones are absolute https links), fenced
//     code blocks (tsx, js, bash, json, css; 5-40 lines), GFM tables, ordered and
//     unordered lists and blockquotes. Average page size is ~9 KB (6-12 KB).
//   * The text is "MDX-safe" and "Vue-template-safe": outside code spans and fenced
//     code there are no '<', '>', '{', '}' or '|' characters, so the same files build
//     unchanged in generators that compile .md as MDX (Docusaurus, Nextra) or as Vue
//     templates (VitePress).
//   * No page has a '# h1' in its body: the title lives in the frontmatter.
//
// URL convention used in nav.json (pathname):
//   content/index.md          -> "/"
//   content/a/index.md        -> "/a/"
//   content/a/b.md            -> "/a/b"
//
// The script has no dependencies beyond Node's standard library (Node >= 18).

import { mkdirSync, writeFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join, posix } from 'node:path';

// ---------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------

function parseArgs(argv) {
  const args = { pages: NaN, out: '', seed: '1', force: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--pages') args.pages = Number(argv[++i]);
    else if (a === '--out') args.out = argv[++i];
    else if (a === '--seed') args.seed = String(argv[++i]);
    else if (a === '--force') args.force = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else throw new Error(`unknown argument: ${a}`);
  }
  return args;
}

const USAGE = 'usage: node make-corpus.mjs --pages N --out DIR [--seed S] [--force]\n' +
  '  --force  delete an existing DIR/content before writing';

// ---------------------------------------------------------------------------
// Seeded randomness. mulberry32: tiny, fast, good enough for test data.
// The seed string is hashed (FNV-1a) so "--seed 1" and "--seed docs" both work.
// ---------------------------------------------------------------------------

function hashSeed(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function makeRng(seedStr) {
  let a = hashSeed(seedStr);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    /** integer in [min, max] inclusive */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    /** k distinct elements of arr (k clamped to arr.length) */
    sample: (arr, k, skip = -1) => {
      // The same picks as splicing them out of a copy of arr (less its element at `skip`, if any), without
      // copying it: the i-th pick's index in the shrunk array is mapped back to arr by stepping over the
      // indices already taken (kept sorted, `skip` among them from the start).
      const taken = skip >= 0 ? [skip] : [];
      const length = arr.length - taken.length;
      const out = [];
      for (let i = 0; i < k && i < length; i++) {
        let index = Math.floor(next() * (length - i));
        let at = 0;
        while (at < taken.length && taken[at] <= index) { index++; at++; }
        taken.splice(at, 0, index);
        out.push(arr[index]);
      }
      return out;
    },
  };
  return rng;
}

// ---------------------------------------------------------------------------
// Vocabulary. The fictional product is "Nimbus", a web framework with a CLI.
// Folder names avoid words that generators treat specially (public, static,
// assets, src, api, pages, blog, node_modules).
// ---------------------------------------------------------------------------

const PRODUCT = 'Nimbus';

// Concepts become folder names, page topics and identifiers.
const CONCEPTS = [
  'routing', 'data fetching', 'caching', 'authentication', 'deployment', 'configuration',
  'plugins', 'testing', 'styling', 'internationalization', 'forms', 'state management',
  'server rendering', 'command line', 'observability', 'security', 'performance',
  'accessibility', 'migrations', 'storage', 'queues', 'webhooks', 'edge functions',
  'images', 'search', 'analytics', 'sessions', 'permissions', 'logging',
  'environment variables', 'build pipeline', 'middleware', 'error handling', 'streaming',
  'background jobs', 'file uploads', 'rate limiting', 'feature flags', 'theming',
  'navigation', 'metadata', 'sitemaps', 'redirects', 'headers', 'cookies', 'databases',
  'schemas', 'validation', 'notifications', 'email', 'payments', 'billing', 'workspaces',
  'teams', 'tokens', 'secrets', 'monitoring', 'tracing', 'metrics', 'alerts', 'backups',
  'scheduling', 'realtime', 'websockets', 'graphql', 'rest endpoints', 'pagination',
  'sorting', 'filtering', 'uploads', 'previews', 'layouts', 'components', 'hooks',
  'typescript', 'bundling', 'code splitting', 'prefetching', 'hydration', 'service workers',
  'offline support', 'fonts', 'icons', 'animations', 'dark mode', 'tables', 'charts',
  'markdown', 'content collections', 'localization', 'timezones', 'webhooks signing',
  'single sign-on', 'audit logs', 'roles', 'quotas', 'regions', 'domains', 'certificates',
];

const TITLE_PATTERNS = [
  (c) => `Configuring ${c}`,
  (c) => `Getting started with ${c}`,
  (c) => `Using ${c} in production`,
  (c) => `${cap(c)} overview`,
  (c) => `${cap(c)} reference`,
  (c) => `Troubleshooting ${c}`,
  (c) => `Best practices for ${c}`,
  (c) => `Migrating ${c} from v2`,
  (c) => `Testing ${c}`,
  (c) => `${cap(c)} recipes`,
  (c) => `Advanced ${c}`,
  (c) => `Debugging ${c}`,
  (c) => `${cap(c)} with TypeScript`,
  (c) => `Extending ${c}`,
  (c) => `Understanding ${c}`,
  (c) => `${cap(c)} FAQ`,
  (c) => `Optimizing ${c}`,
  (c) => `Securing ${c}`,
  (c) => `${cap(c)} architecture`,
  (c) => `${cap(c)} limits and quotas`,
];

const H2_PATTERNS = [
  'Overview', 'Prerequisites', 'Installation', 'Basic usage', 'Configuration options',
  'How it works', 'Examples', 'Common patterns', 'Error handling', 'Performance considerations',
  'Security considerations', 'Testing', 'Deployment', 'Limitations', 'Troubleshooting',
  'API', 'Migration notes', 'Advanced usage', 'Next steps', 'Related concepts',
  'Type definitions', 'Environment setup', 'Caveats', 'Recommended setup', 'Debugging',
];

const H3_PATTERNS = [
  'With TypeScript', 'In development', 'In production', 'Default values', 'Return value',
  'Parameters', 'Using the CLI', 'From a component', 'On the server', 'On the client',
  'With a custom adapter', 'Edge runtime', 'Handling failures', 'Retries', 'Timeouts',
  'Example', 'Options', 'Known issues', 'Local testing', 'Logging output',
];

const VERBS = ['create', 'use', 'get', 'define', 'with', 'load', 'resolve', 'register', 'validate', 'render'];
const ADJ = ['default', 'custom', 'nested', 'dynamic', 'static', 'incremental', 'optional', 'typed', 'streaming', 'cached'];
const NOUNS = ['request', 'response', 'handler', 'adapter', 'provider', 'context', 'manifest',
  'route', 'loader', 'action', 'store', 'client', 'server', 'module', 'bundle', 'entry',
  'token', 'session', 'schema', 'record', 'event', 'queue', 'worker', 'option', 'plugin'];
const TYPES = ['string', 'number', 'boolean', 'object', 'string[]', 'Record', 'Promise', 'URL', 'Date', 'RegExp'];

const EXTERNAL_LINKS = [
  ['the MDN Fetch API documentation', 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API'],
  ['the Node.js stream documentation', 'https://nodejs.org/api/stream.html'],
  ['the React documentation', 'https://react.dev/reference/react'],
  ['the TypeScript handbook', 'https://www.typescriptlang.org/docs/handbook/intro.html'],
  ['the web.dev guide to Core Web Vitals', 'https://web.dev/articles/vitals'],
  ['the HTTP caching guide on MDN', 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching'],
  ['the OWASP cheat sheets', 'https://cheatsheetseries.owasp.org/'],
  ['RFC 9110', 'https://www.rfc-editor.org/rfc/rfc9110'],
  ['the WAI-ARIA authoring practices', 'https://www.w3.org/WAI/ARIA/apg/'],
  ['the esbuild documentation', 'https://esbuild.github.io/api/'],
  ['the Service Worker API on MDN', 'https://developer.mozilla.org/en-US/docs/Web/API/Service_Worker_API'],
  ['the GitHub Actions documentation', 'https://docs.github.com/en/actions'],
];

// ---------------------------------------------------------------------------
// Small string helpers
// ---------------------------------------------------------------------------

function cap(s) { return s.charAt(0).toUpperCase() + s.slice(1); }
/** 'an event', 'a route' */
function an(word) { return (/^[aeio]/i.test(word) ? 'an ' : 'a ') + word; }
function slugify(s) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
function camel(words) {
  const parts = words.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  return parts.map((p, i) => (i === 0 ? p.toLowerCase() : cap(p.toLowerCase()))).join('');
}
function pascal(words) { return cap(camel(words)); }
function kebab(words) { return slugify(words); }

// ---------------------------------------------------------------------------
// Phase 1: plan the tree (folders and page slugs/titles) before writing content,
// so every page can link to any other page with a valid relative path.
// ---------------------------------------------------------------------------

/**
 * Returns { folders, pages }.
 * folders: [{ dir, title, concept, depth, parent }]  dir is '' for the root.
 * pages:   [{ file, dir, slug, title, concept, isIndex }] file is relative to content/.
 */
function planTree(rng, totalPages) {
  // Shape: top-level sections, each with B subsections, each with B topics.
  // Pick T and B from the expected number of folders (~15 pages per folder).
  const folderEstimate = Math.max(1, Math.ceil(totalPages / 15));
  const T = Math.min(12, Math.max(2, Math.round(Math.sqrt(folderEstimate) / 1.5)));
  const perSection = folderEstimate / T; // ~ 1 + B + B^2
  let B = 1;
  while (1 + (B + 1) + (B + 1) * (B + 1) <= perSection * 1.15) B++;

  const folders = [];
  const pages = [];
  const usedFolderNames = new Map(); // parent dir -> Set of names

  const rootTitle = `${PRODUCT} documentation`;
  folders.push({ dir: '', title: rootTitle, concept: 'documentation', depth: 0, parent: null });
  pages.push({ file: 'index.md', dir: '', slug: 'index', title: rootTitle, concept: 'getting started', isIndex: true });

  let remaining = totalPages - 1;

  function addFolder(parentDir, depth) {
    const used = usedFolderNames.get(parentDir) ?? new Set();
    usedFolderNames.set(parentDir, used);
    let concept = rng.pick(CONCEPTS);
    let name = slugify(concept);
    for (let tries = 0; used.has(name) && tries < 50; tries++) {
      concept = rng.pick(CONCEPTS);
      name = slugify(concept);
    }
    if (used.has(name)) { // vocabulary exhausted under this parent: add a suffix
      let n = 2;
      while (used.has(`${name}-${n}`)) n++;
      name = `${name}-${n}`;
    }
    used.add(name);
    const dir = parentDir ? `${parentDir}/${name}` : name;
    const title = cap(concept);
    folders.push({ dir, title, concept, depth, parent: parentDir });

    // Pages of this folder: index.md + 9..19 others (fewer if we run out).
    const want = rng.int(10, 20);
    const count = Math.min(want, remaining);
    if (count <= 0) return dir;
    pages.push({ file: `${dir}/index.md`, dir, slug: 'index', title, concept, isIndex: true });
    remaining--;
    const usedSlugs = new Set(['index']);
    for (let i = 1; i < count; i++) {
      // Mostly about the folder's own concept, sometimes a neighbouring one.
      const pageConcept = rng.chance(0.6) ? concept : rng.pick(CONCEPTS);
      let pageTitle = rng.pick(TITLE_PATTERNS)(pageConcept);
      let slug = slugify(pageTitle);
      for (let tries = 0; usedSlugs.has(slug) && tries < 20; tries++) {
        pageTitle = rng.pick(TITLE_PATTERNS)(rng.pick(CONCEPTS));
        slug = slugify(pageTitle);
      }
      if (usedSlugs.has(slug)) {
        let n = 2;
        while (usedSlugs.has(`${slug}-${n}`)) n++;
        slug = `${slug}-${n}`;
        pageTitle = `${pageTitle} (part ${n})`;
      }
      usedSlugs.add(slug);
      pages.push({ file: `${dir}/${slug}.md`, dir, slug, title: pageTitle, concept: pageConcept, isIndex: false });
      remaining--;
    }
    return dir;
  }

  // Depth-first: section, its first subsection, that subsection's topics, ...
  // so even small corpora reach three levels.
  while (remaining > 0) {
    const section = addFolder('', 1);
    for (let s = 0; s < B && remaining > 0; s++) {
      const sub = addFolder(section, 2);
      for (let t = 0; t < B && remaining > 0; t++) addFolder(sub, 3);
    }
  }
  // Drop folders that received no pages (can only happen at the very end).
  const withPages = new Set(pages.map((p) => p.dir));
  return { folders: folders.filter((f) => withPages.has(f.dir)), pages };
}

// ---------------------------------------------------------------------------
// Phase 2: content. Everything below builds strings; nothing touches the disk.
// ---------------------------------------------------------------------------

/** Builds inline-level prose for one page. `ctx` carries the page and link targets. */
function makeProse(rng, ctx) {
  const c = ctx.page.concept;
  const ident = () => {
    const r = rng.next();
    if (r < 0.35) return `${rng.pick(VERBS)}${pascal(rng.pick(NOUNS))}`;
    if (r < 0.55) return `${camel(c)}.${camel(rng.pick(ADJ) + ' ' + rng.pick(NOUNS))}`;
    if (r < 0.7) return `${PRODUCT.toLowerCase()}.config.ts`;
    if (r < 0.8) return `npx ${PRODUCT.toLowerCase()} ${rng.pick(['dev', 'build', 'deploy', 'check', 'preview'])}`;
    if (r < 0.9) return `--${kebab(rng.pick(ADJ) + ' ' + rng.pick(NOUNS))}`;
    return `${pascal(rng.pick(NOUNS))}Options`;
  };
  const code = () => '`' + ident() + '`';
  const emph = (s) => (rng.chance(0.5) ? `*${s}*` : `**${s}**`);
  const noun = () => rng.pick(NOUNS);
  const adj = () => rng.pick(ADJ);

  const sentences = [
    () => { const a = adj(); return `The ${code()} function accepts an options object and returns ${an(a).split(' ')[0]} ${emph(a + ' ' + noun())} that you can pass to ${code()}.`; },
    () => `By default, ${PRODUCT} resolves every ${noun()} at build time, which keeps the ${c} layer fast and predictable.`,
    () => `If you need ${adj()} behaviour, set ${code()} in ${code()} and restart the development server.`,
    () => `This is ${emph('not')} required for most projects, but it helps when your ${noun()} grows beyond a few hundred entries.`,
    () => `Each ${noun()} is validated against the schema before it reaches the ${noun()}, so errors surface early.`,
    () => `You can combine ${code()} with ${code()} to share a single ${noun()} across routes.`,
    () => `In production, ${c} runs inside an isolated ${noun()}; in development it runs in the same process as the dev server.`,
    () => `The ${emph(adj())} mode trades a little memory for noticeably faster rebuilds.`,
    () => `Keep secrets out of ${code()}: read them from environment variables at runtime instead.`,
    () => `When ${an(noun())} fails, ${PRODUCT} logs the error with a stack trace and falls back to the ${adj()} ${noun()}.`,
    () => `Most teams start with the defaults and only tune ${c} after measuring real traffic.`,
    () => `The CLI prints a summary table after each run, including the time spent in ${code()}.`,
    () => `Internally, the ${noun()} is cached by its content hash, so unchanged inputs are never processed twice.`,
    () => `Use ${code()} when you want the ${noun()} to be ${emph(adj())} rather than computed on every request.`,
    () => `Type definitions ship with the package, so editors offer completion for ${code()} out of the box.`,
    () => `Avoid mutating the ${noun()} object directly; return a new value from ${code()} instead.`,
    () => `Note that ${c} settings are merged shallowly: nested objects replace, rather than extend, the defaults.`,
    () => `For large sites, enable ${code()} to split the work across worker threads.`,
    () => `${cap(c)} integrates with the ${noun()} lifecycle, which means hooks run in a well-defined order.`,
    () => `A common mistake is to call ${code()} before the ${noun()} has been registered.`,
    () => `The returned ${noun()} is serializable, so it can be sent to the client without extra work.`,
    () => `Changes to ${code()} trigger a full reload, while changes to content trigger a fast refresh.`,
  ];

  const internalLink = () => {
    const target = rng.pick(ctx.linkTargets);
    if (!target || target.file === ctx.page.file) return '';
    const rel = relativeLink(ctx.page.file, target.file);
    const phrases = [
      `See [${target.title}](${rel}) for details.`,
      `For background, read [${target.title}](${rel}).`,
      `This builds on [${target.title}](${rel}).`,
      `The [${target.title}](${rel}) page covers the related options.`,
    ];
    return rng.pick(phrases);
  };
  const externalLink = () => {
    const [text, href] = rng.pick(EXTERNAL_LINKS);
    return `More context is available in [${text}](${href}).`;
  };

  return {
    code, ident, emph,
    sentence: () => rng.pick(sentences)(),
    /** a paragraph of 3-6 sentences; usually with an internal link, sometimes an external one */
    paragraph: (opts = {}) => {
      const n = rng.int(3, 6);
      const out = [];
      for (let i = 0; i < n; i++) out.push(rng.pick(sentences)());
      if (opts.links !== false && rng.chance(0.55)) out.splice(rng.int(1, out.length), 0, internalLink());
      if (opts.links !== false && rng.chance(0.12)) out.push(externalLink());
      return out.filter(Boolean).join(' ');
    },
    internalLink,
  };
}

/** Relative link from one content file to another, e.g. '../caching/index.md'. */
function relativeLink(fromFile, toFile) {
  const rel = posix.relative(posix.dirname(fromFile), toFile);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

// --- Fenced code blocks. Each generator returns an array of lines. -------------

function codeTsx(rng, target, concept) {
  const name = pascal(concept) + pascal(rng.pick(NOUNS)) + rng.pick(['List', 'Panel', 'Card', 'Form', 'View']);
  const hook = `use${pascal(concept)}`;
  const fields = rng.sample(NOUNS, Math.max(2, Math.min(8, Math.floor((target - 12) / 3))));
  const lines = [
    `import { useEffect, useState } from 'react';`,
    `import { ${hook} } from '@${PRODUCT.toLowerCase()}/${kebab(concept)}';`,
    ``,
    `interface ${name}Props {`,
    ...fields.map((f, i) => `  ${camel(f)}${i % 3 === 2 ? '?' : ''}: ${rng.pick(['string', 'number', 'boolean'])};`),
    `}`,
    ``,
    `export function ${name}({ ${fields.map((f) => camel(f)).join(', ')} }: ${name}Props) {`,
    `  const { data, error, isLoading } = ${hook}({ ${camel(fields[0])} });`,
    `  const [selected, setSelected] = useState<string | null>(null);`,
    ``,
    `  useEffect(() => {`,
    `    if (error) console.error('[${kebab(concept)}]', error);`,
    `  }, [error]);`,
    ``,
    `  if (isLoading) return <p className="loading">Loading…</p>;`,
    `  return (`,
    `    <ul className="${kebab(concept)}-list">`,
    `      {data.items.map((item) => (`,
    `        <li key={item.id} aria-selected={item.id === selected}>`,
    `          <button onClick={() => setSelected(item.id)}>{item.${camel(fields[1])}}</button>`,
    `        </li>`,
    `      ))}`,
    `    </ul>`,
    `  );`,
    `}`,
  ];
  return lines;
}

function codeJs(rng, target, concept) {
  const lines = [
    `// ${PRODUCT.toLowerCase()}.config.js`,
    `import { defineConfig } from '${PRODUCT.toLowerCase()}';`,
    `import ${camel(concept)} from '@${PRODUCT.toLowerCase()}/${kebab(concept)}';`,
    ``,
    `export default defineConfig({`,
  ];
  // Add config entries until close to the target length.
  while (lines.length < target - 6) {
    const key = camel(rng.pick(ADJ) + ' ' + rng.pick(NOUNS));
    const r = rng.next();
    if (r < 0.3) lines.push(`  ${key}: ${rng.pick(['true', 'false', String(rng.int(1, 500)), `'${kebab(rng.pick(NOUNS))}'`])},`);
    else if (r < 0.6) {
      lines.push(`  ${key}: {`);
      const n = rng.int(2, 4);
      for (let i = 0; i < n; i++) lines.push(`    ${camel(rng.pick(NOUNS))}: ${rng.pick(['true', String(rng.int(1, 60) * 1000), `'/${kebab(rng.pick(NOUNS))}'`, `process.env.${rng.pick(NOUNS).toUpperCase()}_URL`])},`);
      lines.push(`  },`);
    } else {
      lines.push(`  async ${key}(${camel(rng.pick(NOUNS))}, ctx) {`);
      lines.push(`    const result = await ctx.${rng.pick(VERBS)}${pascal(rng.pick(NOUNS))}(${camel(rng.pick(NOUNS))});`);
      lines.push(`    if (!result.ok) throw new Error(\`${cap(concept)} failed: \${result.status}\`);`);
      lines.push(`    return result.value;`);
      lines.push(`  },`);
    }
  }
  lines.push(`  plugins: [${camel(concept)}({ ${rng.pick(ADJ)}: true })],`);
  lines.push(`});`);
  return lines;
}

function codeBash(rng, target, concept) {
  const pkg = `@${PRODUCT.toLowerCase()}/${kebab(concept)}`;
  const cmds = [
    () => [`# Install the ${concept} package`, `npm install ${pkg}`],
    () => [`# Start the dev server on a custom port`, `npx ${PRODUCT.toLowerCase()} dev --port ${rng.int(3000, 9000)}`],
    () => [`# Build for production and print timing`, `NODE_ENV=production npx ${PRODUCT.toLowerCase()} build --profile`],
    () => [`export ${rng.pick(NOUNS).toUpperCase()}_TOKEN="$(cat ~/.config/${PRODUCT.toLowerCase()}/token)"`],
    () => [`# Run the test suite in watch mode`, `npm test -- --watch ${kebab(concept)}`],
    () => [`for f in dist/**/*.html; do`, `  gzip -9 -k "$f"`, `done`],
    () => [`npx ${PRODUCT.toLowerCase()} ${rng.pick(['deploy', 'check', 'preview'])} \\`, `  --${kebab(rng.pick(ADJ) + ' ' + rng.pick(NOUNS))} \\`, `  --region ${rng.pick(['us-east', 'eu-west', 'ap-south'])}`],
    () => [`ls -la .${PRODUCT.toLowerCase()}/cache | head -n ${rng.int(5, 20)}`],
  ];
  const lines = [];
  while (lines.length < target) {
    if (lines.length) lines.push('');
    lines.push(...rng.pick(cmds)());
  }
  return lines;
}

function codeJson(rng, target, concept) {
  const lines = ['{', `  "name": "${kebab(concept)}-example",`, `  "version": "${rng.int(1, 4)}.${rng.int(0, 20)}.${rng.int(0, 9)}",`];
  while (lines.length < target - 2) {
    const key = camel(rng.pick(ADJ) + ' ' + rng.pick(NOUNS));
    if (rng.chance(0.4)) {
      lines.push(`  "${key}": {`);
      const n = rng.int(2, 4);
      for (let i = 0; i < n; i++) {
        const last = i === n - 1;
        lines.push(`    "${camel(rng.pick(NOUNS))}": ${rng.pick(['true', 'false', String(rng.int(0, 9999)), `"${kebab(rng.pick(NOUNS))}"`])}${last ? '' : ','}`);
      }
      lines.push('  },');
    } else {
      lines.push(`  "${key}": ${rng.pick(['true', 'null', String(rng.int(0, 9999)), `"${kebab(rng.pick(ADJ))}"`, `["${rng.pick(NOUNS)}", "${rng.pick(NOUNS)}"]`])},`);
    }
  }
  lines.push(`  "${camel(concept)}": { "enabled": true }`);
  lines.push('}');
  return lines;
}

function codeCss(rng, target, concept) {
  const cls = kebab(concept);
  const props = [
    () => `display: ${rng.pick(['flex', 'grid', 'block', 'inline-flex'])};`,
    () => `gap: ${rng.int(1, 6) * 4}px;`,
    () => `padding: ${rng.int(0, 4) * 4}px ${rng.int(1, 6) * 4}px;`,
    () => `color: var(--${cls}-${rng.pick(['fg', 'accent', 'muted'])});`,
    () => `background: ${rng.pick(['#fff', '#0b1020', 'transparent', 'var(--surface)'])};`,
    () => `border-radius: ${rng.int(0, 12)}px;`,
    () => `font-size: ${(0.75 + rng.int(0, 8) * 0.125).toFixed(3)}rem;`,
    () => `transition: ${rng.pick(['opacity', 'transform', 'color'])} ${rng.int(1, 4) * 50}ms ease-out;`,
    () => `grid-template-columns: repeat(auto-fill, minmax(${rng.int(8, 20) * 10}px, 1fr));`,
  ];
  const lines = [`:root {`, `  --${cls}-fg: #1b1f24;`, `  --${cls}-accent: #3b6cf6;`, `}`];
  while (lines.length < target - 2) {
    lines.push('');
    const sel = rng.pick([`.${cls}`, `.${cls}__${rng.pick(NOUNS)}`, `.${cls}:hover`, `.${cls} > li`, `@media (max-width: 768px) {`]);
    const nested = sel.startsWith('@media');
    if (nested) lines.push(sel, `  .${cls} {`);
    else lines.push(`${sel} {`);
    // Distinct properties per rule (no property twice in one block).
    for (const prop of rng.sample(props, rng.int(2, 5))) lines.push(`${nested ? '    ' : '  '}${prop()}`);
    if (nested) lines.push('  }');
    lines.push('}');
  }
  return lines;
}

const CODE_GENERATORS = { tsx: codeTsx, js: codeJs, bash: codeBash, json: codeJson, css: codeCss };
const CODE_LANGS = ['tsx', 'tsx', 'js', 'js', 'bash', 'bash', 'json', 'css']; // weights

function codeBlock(rng, concept) {
  const lang = rng.pick(CODE_LANGS);
  const target = rng.int(5, 40);
  let lines = CODE_GENERATORS[lang](rng, target, concept);
  // Keep every block within 5..40 lines (generators aim close to `target`).
  if (lines.length > 40) lines = lines.slice(0, 40);
  while (lines.length < 5) lines.push(lang === 'bash' ? '# done' : lang === 'json' ? '' : '// end');
  if (lang === 'json') lines = lines.filter((l) => l !== '' || false);
  if (lang === 'json' && lines[lines.length - 1] !== '}') {
    // A truncated JSON block: close it properly so it stays valid-looking
    // (37 lines + at most 3 closing lines = 40).
    lines = lines.slice(0, 37);
    lines[lines.length - 1] = lines[lines.length - 1].replace(/,$/, '');
    if (lines[lines.length - 1].trim().endsWith('{')) lines.push('    "enabled": true');
    if (/^ {4}/.test(lines[lines.length - 1])) lines.push('  }');
    lines.push('}');
  }
  if ((lang === 'js' || lang === 'tsx') && lines.length === 40) {
    lines[38] = '  // …';
    lines[39] = lang === 'js' ? '});' : '}';
  }
  return '```' + lang + '\n' + lines.join('\n') + '\n```';
}

// --- Other block types ------------------------------------------------------

function table(rng, prose) {
  const kind = rng.int(0, 2);
  const rows = rng.int(3, 8);
  const out = [];
  if (kind === 0) {
    out.push('| Option | Type | Default | Description |', '| --- | --- | --- | --- |');
    for (let i = 0; i < rows; i++) {
      out.push(`| \`${camel(rng.pick(ADJ) + ' ' + rng.pick(NOUNS))}\` | \`${rng.pick(TYPES)}\` | \`${rng.pick(['true', 'false', 'undefined', String(rng.int(1, 100))])}\` | ${prose.sentence()} |`);
    }
  } else if (kind === 1) {
    out.push('| Command | Description |', '| --- | --- |');
    for (let i = 0; i < rows; i++) {
      out.push(`| \`${PRODUCT.toLowerCase()} ${rng.pick(['dev', 'build', 'deploy', 'check', 'lint', 'preview', 'init'])} --${kebab(rng.pick(ADJ))}\` | ${prose.sentence()} |`);
    }
  } else {
    out.push('| Environment | Supported | Notes |', '| --- | :---: | --- |');
    for (let i = 0; i < rows; i++) {
      out.push(`| ${rng.pick(['Node.js 20', 'Node.js 22', 'Edge runtime', 'Chrome', 'Firefox', 'Safari', 'Deno', 'Bun'])} | ${rng.pick(['Yes', 'No', 'Partial'])} | ${prose.sentence()} |`);
    }
  }
  return out.join('\n');
}

function unorderedList(rng, prose) {
  const n = rng.int(3, 7);
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(`- ${rng.chance(0.4) ? prose.code() + ': ' : ''}${prose.sentence()}`);
    if (rng.chance(0.15)) {
      out.push(`  - ${prose.sentence()}`);
      out.push(`  - ${prose.sentence()}`);
    }
  }
  return out.join('\n');
}

function orderedList(rng, prose) {
  const n = rng.int(3, 6);
  const out = [];
  for (let i = 1; i <= n; i++) out.push(`${i}. ${prose.sentence()}`);
  return out.join('\n');
}

function blockquote(rng, prose) {
  const label = rng.pick(['**Note:**', '**Tip:**', '**Warning:**', '**Important:**']);
  return `> ${label} ${prose.sentence()} ${prose.sentence()}`;
}

/** One whole page as a markdown string. */
function renderPage(rng, page, linkTargets) {
  const prose = makeProse(rng, { page, linkTargets });
  const description = `Learn about ${page.concept} in ${PRODUCT}: ${page.isIndex ? 'an overview of the section and where to go next' : page.title.toLowerCase()}.`;
  const parts = [];
  parts.push(`---\ntitle: ${yamlString(page.title)}\ndescription: ${yamlString(description)}\n---`);
  parts.push(prose.paragraph());

  // Size target for the body; blocks are appended until it is reached.
  // (Blocks overshoot their section budget by ~one block, and every page gets its
  // mandatory blocks on top, so the budget is set below the 6-12 KB we aim for.)
  const targetBytes = rng.int(3500, 8500);
  const sectionCount = rng.int(4, 8);
  const perSection = targetBytes / sectionCount;

  // Guarantee every page has each block type at least once (two code blocks).
  const mandatory = ['code', 'code', 'table', 'ul', 'ol', 'quote'];
  const mandatoryBySection = Array.from({ length: sectionCount }, () => []);
  mandatory.forEach((m) => mandatoryBySection[rng.int(0, sectionCount - 1)].push(m));

  const blockOf = (type) => {
    switch (type) {
      case 'code': return codeBlock(rng, page.concept);
      case 'table': return table(rng, prose);
      case 'ul': return unorderedList(rng, prose);
      case 'ol': return orderedList(rng, prose);
      case 'quote': return blockquote(rng, prose);
      default: return prose.paragraph();
    }
  };

  const h2s = rng.sample(H2_PATTERNS, sectionCount);
  for (let s = 0; s < sectionCount; s++) {
    const blocks = [`## ${h2s[s]}`, prose.paragraph()];
    let size = blocks.join('\n\n').length;
    const usedH3 = new Set();
    for (const m of mandatoryBySection[s]) {
      const b = blockOf(m);
      blocks.push(b);
      size += b.length;
    }
    while (size < perSection) {
      const r = rng.next();
      let b;
      if (r < 0.18 && usedH3.size < 3) {
        let h3 = rng.pick(H3_PATTERNS);
        if (usedH3.has(h3)) continue;
        usedH3.add(h3);
        b = `### ${h3}\n\n${prose.paragraph()}`;
      } else if (r < 0.5) b = prose.paragraph();
      else if (r < 0.72) b = blockOf('code');
      else if (r < 0.8) b = blockOf('ul');
      else if (r < 0.86) b = blockOf('ol');
      else if (r < 0.93) b = blockOf('table');
      else b = blockOf('quote');
      blocks.push(b);
      size += b.length;
    }
    parts.push(blocks.join('\n\n'));
  }
  return parts.join('\n\n') + '\n';
}

/** Double-quoted YAML scalar (titles contain ':' and parentheses). */
function yamlString(s) {
  return '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';
}

// ---------------------------------------------------------------------------
// nav.json
// ---------------------------------------------------------------------------

function pathnameOf(file) {
  if (file === 'index.md') return '/';
  if (file.endsWith('/index.md')) return '/' + file.slice(0, -'index.md'.length);
  return '/' + file.replace(/\.md$/, '');
}

function buildNav(folders, pages) {
  const nodeByDir = new Map();
  const indexByDir = new Map();
  for (const p of pages) if (p.isIndex && !indexByDir.has(p.dir)) indexByDir.set(p.dir, p);
  for (const f of folders) {
    const index = indexByDir.get(f.dir);
    nodeByDir.set(f.dir, { pathname: pathnameOf(index.file), title: f.title, children: [] });
  }
  // Pages first (in generation order), then subfolders, within each folder.
  for (const p of pages) {
    if (p.isIndex) continue;
    nodeByDir.get(p.dir).children.push({ pathname: pathnameOf(p.file), title: p.title, children: [] });
  }
  for (const f of folders) {
    if (f.parent === null) continue;
    nodeByDir.get(f.parent).children.push(nodeByDir.get(f.dir));
  }
  return nodeByDir.get('');
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

function main() {
  let args;
  try { args = parseArgs(process.argv.slice(2)); } catch (e) { console.error(e.message + '\n' + USAGE); process.exit(2); }
  if (args.help) { console.log(USAGE); return; }
  if (!Number.isInteger(args.pages) || args.pages < 1 || !args.out) { console.error(USAGE); process.exit(2); }

  const contentDir = join(args.out, 'content');
  if (existsSync(contentDir) && readdirSync(contentDir).length > 0) {
    if (!args.force) { console.error(`${contentDir} exists and is not empty (use --force to replace it)`); process.exit(1); }
    rmSync(contentDir, { recursive: true, force: true });
  }

  // Separate random streams for the tree and for the text, so that the tree of
  // an N-page corpus does not depend on how much text earlier pages consumed.
  const treeRng = makeRng(`${args.seed}:tree`);
  const { folders, pages } = planTree(treeRng, args.pages);

  let totalBytes = 0;
  const bySection = new Map();
  for (const p of pages) {
    const section = p.dir.split('/')[0];
    if (!bySection.has(section)) bySection.set(section, []);
    bySection.get(section).push(p);
  }
  const positionInSection = new Map();
  for (const list of bySection.values()) list.forEach((p, i) => positionInSection.set(p, i));
  for (const page of pages) {
    const textRng = makeRng(`${args.seed}:page:${page.file}`);
    // Link targets: mostly pages in the same section (first path segment, the page itself left out), some anywhere.
    const near = bySection.get(page.dir.split('/')[0]);
    const far = textRng.sample(pages, 12).filter((p) => p.file !== page.file);
    const linkTargets = near.length > 1 ? [...textRng.sample(near, 12, positionInSection.get(page)), ...far.slice(0, 4)] : far;
    const md = renderPage(textRng, page, linkTargets);
    const target = join(contentDir, page.file);
    mkdirSync(join(contentDir, page.dir), { recursive: true });
    writeFileSync(target, md);
    totalBytes += Buffer.byteLength(md);
  }

  writeFileSync(join(args.out, 'nav.json'), JSON.stringify(buildNav(folders, pages), null, 2) + '\n');

  const maxDepth = Math.max(...folders.map((f) => f.depth));
  console.log(`wrote ${pages.length} pages in ${folders.length} folders (max depth ${maxDepth}), ` +
    `${(totalBytes / 1024 / 1024).toFixed(2)} MiB markdown, avg ${(totalBytes / pages.length / 1024).toFixed(1)} KiB/page -> ${args.out}`);
}

main();
