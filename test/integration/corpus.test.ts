import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/node/build';
import { findMarkdownFiles } from '../../src/node/load/load-pages';
import { cleanupTemporaryFolders, fixturesDir } from '../helpers/fixture';
import { corpusSiteBuild } from '../helpers/shared';

const corpus = path.join(fixturesDir, 'corpus-mui');
const routes = JSON.parse(await readFile(path.join(corpus, 'routes.json'), 'utf8')) as Record<string, string>;
let out: string;
let result: BuildResult;

// The corpus is the biggest site the tests build (its pages, API pages and demos): built once
// per run for every file that reads it (test/helpers/shared-fixtures.ts), which on a machine
// busy with other work takes minutes, no failure of the build.
beforeAll(async () => {
  ({ outDir: out, result } = await corpusSiteBuild());
}, 600_000);
afterAll(cleanupTemporaryFolders);

/** The corpus's markdown files, with their lines. */
async function corpusFiles(): Promise<{ file: string; lines: string[] }[]> {
  const files = await findMarkdownFiles(path.join(corpus, 'content'));
  return Promise.all(files.map(async (file) => ({ file, lines: (await readFile(path.join(corpus, 'content', file), 'utf8')).split('\n') })));
}

/**
 * REFERENCE 11, written out independently of the engine, after upstream's `textToHash`: the
 * heading as marked renders it (code spans escaped, link and image syntax and tags removed,
 * `&<>"'` escaped), lowercase, tags and the escapes of `'`, `<`, `=>` and ` />` removed, runs
 * of punctuation and white space to `-`, emoji removed, `-` trimmed; `-2`, `-3` for repeats
 * within the page.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
function upstreamHash(html: string): string {
  return html
    .toLowerCase()
    .replace(/<\/?[^>]+(>|$)/g, '')
    .replace(/=&gt;|&lt;| \/&gt;|<code>|<\/code>|&#39;/g, '')
    .replace(/[!@#$%^&*()=_+[\]{}`~;:'"|,.<>/?\s]+/g, '-')
    .replace(/([\uE000-\uF8FF]|\uD83C[\uDC00-\uDFFF]|\uD83D[\uDC00-\uDFFF]|[\u2011-\u26FF]|\uD83E[\uDD10-\uDDFF])/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

function expectedIds(lines: string[]): string[] {
  const ids: string[] = [];
  const used = new Set<string>();
  let fenced = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{2,3}) (.*)$/.exec(line);
    if (!heading) continue;
    const html = heading[2]!
      .split(/(`[^`]*`)/)
      .map((part, i) =>
        i % 2 === 1
          ? escapeHtml(part.slice(1, -1))
          : escapeHtml(part.replace(/!\[[^\]]*\]\([^)]*\)/g, '').replace(/\[((?:[^\]]|<[^>]*>)*)\]\([^)]*\)/g, '$1').replace(/<[^>]*>/g, '').replace(/\*\*?([^*]+)\*\*?/g, '$1')),
      )
      .join('');
    const base = upstreamHash(html);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    ids.push(id);
  }
  return ids;
}

describe('the shared real-world corpus', () => {
  it('builds every page without an error', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    // The 99 markdown pages, and one API page per component JSON (Joy UI 79, System 4).
    expect(result.pages).toBe(99 + 83);
  });

  it('reports exactly the missing demos, each at its own file and line', async () => {
    // The corpus ships the System pages' demo sources only: every other `{{"demo": ...}}` line is reported.
    const expected: string[] = [];
    for (const { file, lines } of await corpusFiles()) {
      lines.forEach((line, i) => {
        const name = /^\{\{"demo":\s*"([^"]+?)(?:\.js|\.tsx)?"/.exec(line.trim())?.[1];
        if (!name) return;
        const beside = path.join(corpus, 'content', path.dirname(file), name);
        if (!existsSync(`${beside}.tsx`) && !existsSync(`${beside}.js`)) expected.push(`content/${file}:${i + 1}`);
      });
    }
    const reported = result.diagnostics.filter((d) => d.code === 'markdown/missing-demo').map((d) => `${d.file}:${d.line}`);
    expect(expected.length).toBeGreaterThan(500);
    expect(reported.sort()).toEqual(expected.sort());
  });

  it('gives every h2 and h3 of every page the id upstream gives it (REFERENCE 11)', { timeout: 300_000 }, async () => {
    const fileToRoute = Object.fromEntries(Object.entries(routes).map(([route, file]) => [file.replace(/^content\//, ''), route]));
    let compared = 0;
    for (const { file, lines } of await corpusFiles()) {
      const route = fileToRoute[file]!.replace(/\/$/, '');
      const html = await readFile(path.join(out, route, 'index.html'), 'utf8');
      const built: string[] = [];
      // The page's own headings: inside <main>, leaving out the shell's table of contents.
      visit(fromHtml(html), 'element', (main: Element) => {
        if (main.tagName !== 'main') return;
        visit(main, 'element', (node: Element) => {
          if (node.properties.dataToc !== undefined) return SKIP;
          if ((node.tagName === 'h2' || node.tagName === 'h3') && node.properties.id) built.push(String(node.properties.id));
          return undefined;
        });
        return SKIP;
      });
      // A page listing `components` ends with the generated "## API" section.
      const generated = lines.some((line) => /^components:\s*\S/.test(line)) ? ['## API'] : [];
      expect({ file, ids: built }).toEqual({ file, ids: expectedIds([...lines, ...generated]) });
      compared += built.length;
    }
    expect(compared).toBeGreaterThan(800);
  });

  it('resolves every link of the corpus to a heading anchor that upstream resolves, and warns about exactly the others', async () => {
    const fileToRoute = Object.fromEntries(Object.entries(routes).map(([route, file]) => [file.replace(/^content\//, ''), route.replace(/\/$/, '')]));
    const files = await corpusFiles();
    const headingIds = new Map<string, Set<string>>();
    for (const { file, lines } of files) {
      const generated = lines.some((line) => /^components:\s*\S/.test(line)) ? ['## API'] : [];
      headingIds.set(fileToRoute[file]!, new Set(expectedIds([...lines, ...generated])));
    }
    const builtIds = async (route: string) => new Set([...(await readFile(path.join(out, route, 'index.html'), 'utf8')).matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!));
    const resolved: string[] = [];
    const slips: string[] = [];
    for (const { file, lines } of files) {
      let fenced = false;
      for (const [i, line] of lines.entries()) {
        if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
        if (fenced) continue;
        for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]*#[^)\s]*)|href="([^"]*#[^"]*)"/g)) {
          const [target, hash] = (match[1] ?? match[2]!).replace(/^https:\/\/mui\.com/, '').split('#') as [string, string];
          const route = target === '' ? fileToRoute[file]! : target.replace(/\/$/, '');
          const upstream = headingIds.get(route);
          if (!upstream) continue; // a page outside the corpus
          const where = `content/${file}:${i + 1} ${route}#${hash}`;
          if (!upstream.has(hash)) slips.push(where);
          else if ((await builtIds(route)).has(hash)) resolved.push(where);
          else throw new Error(`${where} reaches a heading upstream, not here`);
        }
      }
    }
    // 183 of the corpus's 200 links to an anchor of one of its pages reach a heading upstream,
    // and here (four of them, to #row-gap-amp-column-gap, only since ids follow upstream's rule).
    expect(resolved).toHaveLength(183);
    // The other 17 point at no heading upstream either (#link placeholders, renamed sections):
    // they, and nothing else, are reported.
    const reported = result.diagnostics.filter((d) => d.code === 'links/missing-anchor').map((d) => `${d.file}:${d.line}`);
    expect(reported.sort()).toEqual(slips.map((slip) => slip.split(' ')[0]!).sort());
    expect(slips).toHaveLength(17);
  });

  it('reports nothing but missing demos and images, unregistered component embeds, and links and navigation to pages outside the corpus', () => {
    const codes = new Set(result.diagnostics.map((d) => d.code));
    expect([...codes].sort()).toEqual([
      // The corpus ships no images: its pages' /static/... images are reported.
      'assets/missing',
      'content/description-punctuation',
      'demos/import',
      'demos/missing-package',
      'links/missing-anchor',
      'links/missing-page',
      'markdown/missing-demo',
      'markdown/unknown-component',
      'nav/missing-page',
    ]);
    // The corpus is a slice of a larger site: its broken links are warnings (checks.links), and
    // the anchors it links to without a heading of that name are upstream's own slips.
    expect(result.diagnostics.filter((d) => d.code.startsWith('links/')).every((d) => d.severity === 'warning')).toBe(true);
    // The one description without a final full stop, kept as upstream wrote it.
    expect(result.diagnostics.filter((d) => d.code === 'content/description-punctuation').map((d) => d.file)).toEqual(['content/experiments/og-card.md']);
    // The custom components of upstream's docs app that the corpus does not have.
    expect(result.diagnostics.filter((d) => d.code === 'markdown/unknown-component').map((d) => d.message).sort()).toEqual([
      'Unknown component embed "modules/components/JoyStartingLinksCollection.js": register it in the config\'s embeds',
      'Unknown component embed "modules/components/JoyThemeBuilder.tsx": register it in the config\'s embeds',
    ]);
  });

  it('renders every construct of the experiments pages, reporting only what upstream would report too', () => {
    const reported = result.diagnostics
      .filter((d) => d.file?.startsWith('content/experiments/'))
      .map((d) => `${d.code} ${d.file!.replace('content/experiments/', '')}:${d.line} ${d.message}`);
    // Demos the corpus does not ship, links to pages outside it, the `#link` placeholders of the
    // callouts page, and the description upstream left without a full stop.
    expect(reported.filter((line) => !line.startsWith('markdown/missing-demo demos.md'))).toEqual([
      ...[17, 44, 71, 98, 123].map((line) => `links/missing-anchor callouts.md:${line} Broken link to #link: this page has no element with id "link"`),
      'links/missing-page headers.md:17 Broken link to /x/introduction/licensing/#pro-plan: no page at /x/introduction/licensing/',
      'links/missing-page headers.md:19 Broken link to /x/introduction/licensing/#premium-plan: no page at /x/introduction/licensing/',
      'content/description-punctuation og-card.md:1 The description should end with "." or "!"',
    ]);
  });
});

describe("the API pages, generated from the corpus's metadata", () => {
  const apiFiles = async (product: string) => (await readdir(path.join(corpus, 'api', product))).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));

  it('are built, one per component JSON, with its props, slots and classes', async () => {
    const joy = await apiFiles('joy-ui');
    const system = await apiFiles('system');
    expect([joy.length, system.length]).toEqual([79, 4]);
    for (const [product, names] of [['joy-ui', joy], ['system', system]] as const) {
      for (const name of names) {
        const json = JSON.parse(await readFile(path.join(corpus, 'api', product, `${name}.json`), 'utf8')) as { name: string; props: Record<string, unknown>; classes: unknown[] };
        const html = await readFile(path.join(out, product, 'api', name, 'index.html'), 'utf8');
        expect(html).toContain(`<h1 class="`);
        expect(html).toContain(`>${json.name} API</h1>`);
        const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!));
        // Each section and each prop has its anchor (a prop named like a section gets `prop-<name>`).
        for (const id of ['import', 'props', ...(json.classes.length ? ['classes'] : [])]) expect(ids, `${product}/${name} #${id}`).toContain(id);
        for (const prop of Object.keys(json.props)) expect(ids.has(prop) || ids.has(`prop-${prop}`), `${product}/${name} #${prop}`).toBe(true);
      }
    }
  });

  it('answer every link and navigation entry to /joy-ui/api/* and /system/api/*', () => {
    const toApi = result.diagnostics.filter((d) => /(?:links|nav)\/missing-(?:page|anchor)/.test(d.code) && /\/(?:joy-ui|system)\/api\//.test(d.message));
    expect(toApi).toEqual([]);
    // What API pages link to outside the corpus (Material UI's pages, Base UI's Popper) is reported at the JSON key that holds the link.
    const fromApi = result.diagnostics.filter((d) => d.file?.startsWith('api/'));
    expect(new Set(fromApi.map((d) => d.code))).toEqual(new Set(['links/missing-page']));
    expect(fromApi.every((d) => d.line !== undefined && /\/(?:material-ui|base-ui)\//.test(d.message))).toBe(true);
  });

  it("resolve the `components:` frontmatter's API links of the markdown pages", async () => {
    const html = await readFile(path.join(out, 'joy-ui', 'react-button', 'index.html'), 'utf8');
    const links = [...html.matchAll(/href="(\/joy-ui\/api\/[^"#]+)"/g)].map((m) => m[1]!);
    expect(links).toEqual(expect.arrayContaining(['/joy-ui/api/button', '/joy-ui/api/icon-button']));
    for (const link of links) expect(existsSync(path.join(out, link, 'index.html')), link).toBe(true);
  });

  it("show the product's API section in the navigation of an API page, its own entry current", async () => {
    const html = await readFile(path.join(out, 'joy-ui', 'api', 'button', 'index.html'), 'utf8');
    const drawer = html.slice(html.indexOf('id="app-drawer"'));
    // (The page's own markdown twin, `button.md`, is linked under its title, not in the drawer.)
    expect(new Set([...drawer.matchAll(/href="(\/joy-ui\/api\/[^"#]+)"/g)].map((m) => m[1]!).filter((href) => !href.endsWith('.md'))).size).toBe(79);
    expect(drawer).toMatch(/aria-current="page"[^>]*href="\/joy-ui\/api\/button"|href="\/joy-ui\/api\/button"[^>]*aria-current="page"/);
  });
});

describe("the System pages' real demos, written for an older major of the libraries", () => {
  it('render where they still work, and each one that does not is reported at the line of its page', async () => {
    const failures = result.diagnostics.filter((d) => d.code.startsWith('demos/') && d.code !== 'demos/missing-package');
    expect(failures.every((d) => d.severity === 'warning' && d.code === 'demos/import' && d.file?.startsWith('content/system/') && d.line !== undefined)).toBe(true);
    const reasons: Record<string, number> = {};
    for (const d of failures) {
      const reason = d.message.slice(d.message.indexOf('): ') + 3);
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    expect(reasons).toEqual({
      '@mui/system has no entry point @mui/system/Unstable_Grid': 13,
      'the package styled-components is not installed': 2,
      'the package @mui/icons-material is not installed': 1,
    });
    const systemPages = Object.keys(routes).filter((route) => route.startsWith('/system/'));
    let islands = 0;
    let placeholders = 0;
    for (const route of systemPages) {
      const html = await readFile(path.join(out, route, 'index.html'), 'utf8');
      islands += html.match(/ data-island="/g)?.length ?? 0;
      placeholders += html.match(/class="MuiDemo-missingReason/g)?.length ?? 0;
    }
    expect({ islands, placeholders }).toEqual({ islands: 73, placeholders: 16 });
    // Each package they need and the site does not have is reported once, with its demos, all
    // found at once (upstream's docs app, `docs/...`, with the hint to give the site's copy by `alias`).
    const missing = result.diagnostics.filter((d) => d.code === 'demos/missing-package');
    expect(missing.map((d) => d.message)).toEqual([
      'The package @mui/icons-material is not installed; a demo imports it: content/system/getting-started/usage/Why.tsx',
      'The package docs is not installed; 2 demos import it: content/system/components/grid/SpacingGrid.tsx, content/system/components/stack/InteractiveStack.tsx',
      'The package styled-components is not installed; 2 demos import it: content/system/getting-started/custom-components/CombiningStyleFunctionsDemo.tsx, content/system/getting-started/custom-components/StyleFunctionSxDemo.tsx',
    ]);
    expect(missing[1]!.hint).toContain("upstream's docs app");
    expect(missing[0]!.hint).toBe("npm install @mui/icons-material styled-components in the site's folder, or point one of them at a module with the config's `alias`");
  });
});
