import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { merge } from '../../src/node/merge';
import { CARD_COLORS } from '../../src/node/og/card-design';
import { countColor, decodePng, pngSize } from '../helpers/png';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText, snapshotTree, writeFiles } from '../helpers/fixture';

let root: string;
let cold: BuildResult;
const HOST = 'https://docs.example.com';
const page = (route: string, out = 'dist') => readText(path.join(root, out, route, 'index.html'));
const meta = (html: string, name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1] ?? null;
const cards = async (out = 'dist') => (existsSync(path.join(root, out, 'assets', 'og')) ? (await readdir(path.join(root, out, 'assets', 'og'))).sort() : []);

beforeAll(async () => {
  // Acme's API pages and guides, with a logo, a home page of no product and a page with an image of its own.
  root = await copyFixture('api-site');
  const config = path.join(root, 'docs-site.config.ts');
  await writeFiles(root, {
    'public/static/acme.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#3399FF"/></svg>',
    'content/index.md': '---\ntitle: Acme docs\ndescription: Everything about Acme UI.\nlayout: page\n---\n\n# Acme docs\n',
    'content/acme/guides/own-image.md': '---\nproductId: acme\ntitle: Own image\ndescription: A page with its own share image.\nimage: /static/own.png\n---\n\n# Own image\n',
    // Titles of as many letters in each script the card's fonts cover beyond Latin.
    ...Object.fromEntries(
      Object.entries({ 'cyrillic-one': 'Кнопка', 'cyrillic-two': 'Страна', 'greek-one': 'Κουμπί', 'greek-two': 'Πλαίσιο'.slice(0, 6) }).map(([name, title]) => [
        `content/acme/guides/${name}.md`,
        `---\nproductId: acme\ntitle: ${title}\ndescription: The same words on each card.\n---\n\n# ${title}\n`,
      ]),
    ),
    'docs-site.config.ts': (await readText(config)).replace("name: 'Acme UI',", "name: 'Acme UI',\n      logo: '/static/acme.svg',"),
  });
  cold = await build({ cwd: root });
  expect(cold.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
});
afterAll(cleanupTemporaryFolders);

describe('share cards (ogImages)', () => {
  it("are drawn once per page at build time, 1200x630 PNGs named in the page's Open Graph and Twitter tags", async () => {
    // Every page but the one with an image of its own (the 404, offline and search pages have none).
    expect(cold.images).toEqual({ total: cold.pages - 1, made: cold.pages - 1 });
    expect(await cards()).toHaveLength(cold.pages - 1);
    for (const route of ['acme/react-button', 'acme/api/button', '']) {
      const html = await page(route);
      const image = meta(html, 'og:image')!;
      expect(image, route).toMatch(new RegExp(`^${HOST}/assets/og/card-[A-Za-z0-9]{16}\\.png$`));
      expect(pngSize(await readFile(path.join(root, 'dist', new URL(image).pathname)))).toEqual({ width: 1200, height: 630 });
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height'), meta(html, 'twitter:card'), meta(html, 'twitter:image')]).toEqual(['1200', '630', 'summary_large_image', image]);
      expect(meta(html, 'og:url')).toBe(`${HOST}/${route}`);
      expect(meta(html, 'og:title')).toBeTruthy();
    }
    const button = await page('acme/react-button');
    expect([meta(button, 'og:title'), meta(button, 'og:description')]).toEqual(['React Button component - Acme UI', 'Buttons let users take actions.']);
  });

  it("show the product's logo and name, the page's title and description, the host and the accent bar on the brand's gradient", async () => {
    const card = async (route: string) => decodePng(await readFile(path.join(root, 'dist', new URL(meta(await page(route), 'og:image')!).pathname)));
    // The card's regions (src/node/og/draw-card.ts): the header row at y 64-128 (logo at x 80-144,
    // the name after it), the title and description between it and the footer (y 128-534), the
    // host at the footer's right, a 12 px bar at the bottom.
    const header = { x: 80, y: 64, width: 64, height: 64 };
    const name = { x: 150, y: 64, width: 600, height: 64 };
    const body = { x: 80, y: 128, width: 1040, height: 406 };
    const footer = { x: 600, y: 534, width: 520, height: 80 };
    const button = await card('acme/react-button');
    // The gradient from top to bottom, and the bar from the accent to its other end.
    expect(countColor(button, CARD_COLORS.backgroundTop, { x: 0, y: 0, width: 1200, height: 4 }, 8)).toBe(4800);
    expect(countColor(button, CARD_COLORS.backgroundBottom, { x: 0, y: 608, width: 60, height: 10 }, 12)).toBe(600);
    expect(countColor(button, CARD_COLORS.accent, { x: 0, y: 620, width: 20, height: 10 }, 12)).toBe(200);
    expect(countColor(button, CARD_COLORS.accentEnd, { x: 1180, y: 620, width: 20, height: 10 }, 12)).toBe(200);
    // The logo (a disc of the accent colour) and the product's name written in it.
    expect(countColor(button, CARD_COLORS.accent, header)).toBeGreaterThan(2000);
    expect(countColor(button, CARD_COLORS.accent, name)).toBeGreaterThan(800);
    // The title in white, the description in its blue, the host in its grey.
    const titleInk = countColor(button, CARD_COLORS.title, body, 40);
    expect(titleInk).toBeGreaterThan(3000);
    expect(countColor(button, CARD_COLORS.description, body, 30)).toBeGreaterThan(1500);
    expect(countColor(button, CARD_COLORS.muted, footer, 30)).toBeGreaterThan(500);
    // The home page belongs to no product: no logo, the site's title in the name's place.
    const home = await card('');
    expect(countColor(home, CARD_COLORS.accent, header)).toBeLessThan(1000);
    expect(countColor(home, CARD_COLORS.accent, { x: 80, y: 64, width: 670, height: 64 })).toBeGreaterThan(500);
    // A longer title is more ink: the title drawn is the page's own.
    const api = await card('acme/api/button');
    const apiTitle = meta(await page('acme/api/button'), 'og:title')!;
    const buttonTitle = meta(await page('acme/react-button'), 'og:title')!;
    expect(apiTitle.length === buttonTitle.length).toBe(false);
    expect(countColor(api, CARD_COLORS.title, body, 40) > titleInk).toBe(apiTitle.length > buttonTitle.length);
  });

  it('write Cyrillic and Greek titles in their letters, not in the boxes of a missing glyph', async () => {
    // Two titles of as many letters: boxes would be the same pixels, letters are not.
    const title = { x: 80, y: 128, width: 1040, height: 240 };
    const pixels = async (route: string) => {
      const image = decodePng(await readFile(path.join(root, 'dist', new URL(meta(await page(route), 'og:image')!).pathname)));
      const rows: number[] = [];
      for (let y = title.y; y < title.y + title.height; y++) rows.push(...image.rgba.subarray((y * image.width + title.x) * 4, (y * image.width + title.x + title.width) * 4));
      return { rows, ink: countColor(image, CARD_COLORS.title, title, 40) };
    };
    for (const script of ['cyrillic', 'greek']) {
      const [one, two] = [await pixels(`acme/guides/${script}-one`), await pixels(`acme/guides/${script}-two`)];
      expect(one.ink, script).toBeGreaterThan(2000);
      expect(one.rows.some((value, i) => Math.abs(value - two.rows[i]!) > 64), script).toBe(true);
    }
  });

  it("show a page's own `image:` instead, made absolute on the host, with no card drawn for it", async () => {
    const html = await page('acme/guides/own-image');
    expect(meta(html, 'og:image')).toBe(`${HOST}/static/own.png`);
    expect([meta(html, 'og:image:width'), meta(html, 'twitter:card')]).toEqual([null, 'summary_large_image']);
  });

  it('are drawn the same in worker threads without the cache, and joined whole from shards', async () => {
    const drawn = await snapshotTree(path.join(root, 'dist', 'assets', 'og'));
    const threads = await build({ cwd: root, outDir: 'threads', workers: 2, cache: false });
    expect(threads.images.made).toBe(threads.images.total);
    expect(await snapshotTree(path.join(root, 'threads', 'assets', 'og'))).toEqual(drawn);
    for (const index of [1, 2]) expect((await build({ cwd: root, outDir: `shard-${index}`, shard: { index, count: 2 } })).ok).toBe(true);
    expect((await merge({ cwd: root, shards: ['shard-1', 'shard-2'], outDir: 'merged' })).ok).toBe(true);
    expect(await snapshotTree(path.join(root, 'merged', 'assets', 'og'))).toEqual(drawn);
  });

  it('come from the cache in a warm build, which draws none; a changed title draws that one card again', async () => {
    const before = await snapshotTree(path.join(root, 'dist'));
    const warm = await build({ cwd: root });
    expect(warm.images).toEqual({ total: cold.images.total, made: 0 });
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
    const file = path.join(root, 'content', 'acme', 'react-button.md');
    await writeFiles(root, { 'content/acme/react-button.md': (await readText(file)).replace('title: React Button component', 'title: React Button') });
    const changed = await build({ cwd: root });
    expect(changed.images).toEqual({ total: cold.images.total, made: 1 });
    expect(meta(await page('acme/react-button'), 'og:image')).not.toBe(meta(await page('acme/react-button', 'merged'), 'og:image'));
  });

  it("are not drawn with `ogImages: false`: pages show the site's socialImage, and one page its own", async () => {
    await extendConfig(root, "ogImages: false,\n  socialImage: '/static/site.png',");
    const off = await build({ cwd: root });
    expect(off.images).toEqual({ total: 0, made: 0 });
    expect(await cards()).toEqual([]);
    const html = await page('acme/api/button');
    expect([meta(html, 'og:image'), meta(html, 'og:image:width'), meta(html, 'twitter:card')]).toEqual([`${HOST}/static/site.png`, null, 'summary_large_image']);
    expect(meta(await page('acme/guides/own-image'), 'og:image')).toBe(`${HOST}/static/own.png`);
  });
});
