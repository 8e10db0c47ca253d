import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build';
import { findMarkdownFiles } from '../../src/content/load-pages';
import { cleanupTemporaryFolders, fixturesDir, temporaryFolder } from '../helpers/fixture';

const corpus = path.join(fixturesDir, 'corpus-mui');
const routes = JSON.parse(await readFile(path.join(corpus, 'routes.json'), 'utf8')) as Record<string, string>;
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = path.join(await temporaryFolder(), 'dist');
  result = await build({ cwd: corpus, outDir: out });
});
afterAll(cleanupTemporaryFolders);

/** The corpus's markdown files, with their lines. */
async function corpusFiles(): Promise<{ file: string; lines: string[] }[]> {
  const files = await findMarkdownFiles(path.join(corpus, 'content'));
  return Promise.all(files.map(async (file) => ({ file, lines: (await readFile(path.join(corpus, 'content', file), 'utf8')).split('\n') })));
}

/**
 * REFERENCE 11, written out independently of the engine: the heading's text as a reader sees
 * it (inline markdown and HTML removed), lowercase, runs of anything but letters and digits
 * to `-`, trimmed; `-2`, `-3` for repeats within the page.
 */
function expectedIds(lines: string[]): string[] {
  const ids: string[] = [];
  const used = new Map<string, number>();
  let fenced = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{2,3}) (.*)$/.exec(line);
    if (!heading) continue;
    // Code spans keep their text, `<Tag>` included; outside them, HTML and link syntax go.
    const text = heading[2]!
      .split(/(`[^`]*`)/)
      .map((part, i) => (i % 2 === 1 ? part.slice(1, -1) : part.replace(/<[^>]*>/g, '').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]/g, '')))
      .join('');
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    ids.push(n === 1 ? base : `${base}-${n}`);
  }
  return ids;
}

describe('the shared real-world corpus', () => {
  it('builds every page without an error', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBe(99);
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

  it('gives every h2 and h3 of every page the id the REFERENCE 11 rule gives its text', async () => {
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

  it('reports nothing but missing demos, unregistered component embeds, and links and navigation to pages outside the corpus', () => {
    const codes = new Set(result.diagnostics.map((d) => d.code));
    expect([...codes].sort()).toEqual([
      'content/description-punctuation',
      'demos/import',
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
  });
});

describe("the System pages' real demos, written for an older major of the libraries", () => {
  it('render where they still work, and each one that does not is reported at the line of its page', async () => {
    const failures = result.diagnostics.filter((d) => d.code.startsWith('demos/'));
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
  });
});
