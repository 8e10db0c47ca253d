import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { createBigNavSite, ENTRIES_PER_SECTION } from '../helpers/big-nav-site';
import { cleanupTemporaryFolders, readText } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const drawerOf = (html: string) => {
  const start = html.indexOf('<nav id="app-drawer"');
  return html.slice(start, html.indexOf('</nav>', start) + 6);
};
const stylesheetOf = (html: string) => /<link rel="stylesheet" href="\/(assets\/styles-[A-Z2-7]{8}\.css)">/.exec(html)?.[1] ?? null;

describe('a navigation tree too big for every page', () => {
  let root: string;
  let result: BuildResult;
  const page = (route: string) => readText(path.join(root, 'dist', route, 'index.html'));

  beforeAll(async () => {
    root = await createBigNavSite();
    result = await build({ cwd: root });
  });

  it('builds', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("shows the page's branch open, with its entries, and the other sections as links to their first page", async () => {
    const drawer = drawerOf(await page('joy-ui/alpha/nested/n2'));
    expect(drawer).toContain('<details data-nav-group="/joy-ui/alpha" open="">');
    expect(drawer).toContain('<details data-nav-group="/joy-ui/alpha/nested" open="">');
    expect(drawer).toMatch(/data-nav-link="\/joy-ui\/alpha\/nested\/n2" aria-current="page"/);
    expect(drawer).toContain(`data-nav-link="/joy-ui/alpha/p${ENTRIES_PER_SECTION}"`);
    for (const section of ['beta', 'gamma', 'delta', 'epsilon']) {
      const link = new RegExp(`<a [^>]*aria-expanded="false" href="/joy-ui/${section}/p1" data-nav-section="/joy-ui/${section}"[^>]*>`);
      expect(drawer, section).toMatch(link);
      expect(drawer).not.toContain(`data-nav-link="/joy-ui/${section}/p2"`);
    }
    // About a fifth of the tree's links, not all of them.
    expect(drawer.match(/data-nav-link=/g)!.length).toBeLessThan(ENTRIES_PER_SECTION + 10);
  });

  it('writes the whole tree once, as a fragment every page of the product points at', async () => {
    const html = await page('joy-ui/beta/p1');
    const fragmentUrl = /data-nav-fragment="([^"]+)"/.exec(drawerOf(html))?.[1];
    expect(fragmentUrl).toMatch(/^\/assets\/navTree-[A-Z2-7]{8}\.html$/);
    expect(drawerOf(await page('joy-ui/alpha/p1'))).toContain(`data-nav-fragment="${fragmentUrl}"`);
    const fragment = await readText(path.join(root, 'dist', fragmentUrl!));
    expect(fragment.match(/data-nav-link=/g)).toHaveLength(5 * ENTRIES_PER_SECTION + 5);
    // Closed sections, no active link: the page opens the one it swaps in.
    expect(fragment).not.toContain('open=""');
    expect(fragment).not.toContain('aria-current');
    expect(fragment).not.toContain('data-nav-section');
    // The section a reader opens is styled by what the page already has.
    const css = await readText(path.join(root, 'dist', stylesheetOf(html)!));
    for (const className of new Set([...fragment.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => /^css-/.test(c)))) {
      expect(css, className).toContain(`.${className}`);
    }
  });

  it('renders the drawer once per section: two pages of a section differ only in the active link', async () => {
    const unmark = (html: string) => drawerOf(html).replace(' aria-current="page"', '');
    expect(unmark(await page('joy-ui/alpha/p1'))).toBe(unmark(await page('joy-ui/alpha/p2')));
    expect(unmark(await page('joy-ui/alpha/p1'))).not.toBe(unmark(await page('joy-ui/beta/p1')));
  });

  it('gives every page of the product one shared stylesheet', async () => {
    const sheets = new Set<string | null>();
    for (const route of ['joy-ui/alpha/p1', 'joy-ui/alpha/nested/n1', 'joy-ui/beta/p1', 'joy-ui/gamma/p1']) sheets.add(stylesheetOf(await page(route)));
    expect(sheets.size).toBe(1);
    const [sheet] = [...sheets];
    expect(existsSync(path.join(root, 'dist', sheet!))).toBe(true);
  });
});
