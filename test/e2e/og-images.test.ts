import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { openPage } from '../helpers/browser';
import { pngSize } from '../helpers/png';
import { bundledSiteInBrowser } from '../helpers/site';

const bundled = bundledSiteInBrowser();

/** A page of each kind: the home page (no product), a guide of Material UI, an API page of MUI X. */
const PAGES = ['/', '/material-ui/getting-started/installation', '/x/api/data-grid/data-grid'];

describe("the bundled site's share cards, in a real browser", () => {
  it.each(PAGES)('%s names a 1200x630 PNG card in its Open Graph and Twitter tags, served as image/png, and axe finds nothing new', async (route) => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}${route}`);
    const content = (selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');
    const image = (await content('property="og:image"'))!;
    // On the production host; this site is served here, under the same path.
    expect(image).toMatch(/^https:\/\/mui\.com\/assets\/og\/card-[A-Za-z0-9]{16}\.png$/);
    expect(await content('name="twitter:image"')).toBe(image);
    expect([await content('property="og:image:width"'), await content('property="og:image:height"'), await content('name="twitter:card"')]).toEqual(['1200', '630', 'summary_large_image']);
    expect(await content('property="og:url"')).toBe(`https://mui.com${route}`);
    expect(await content('property="og:title"')).toBe(await page.title());
    expect(await content('property="og:description"')).toBeTruthy();

    const local = `${bundled.site.url}${new URL(image).pathname}`;
    const response = await page.request.get(local);
    expect([response.status(), response.headers()['content-type']]).toEqual([200, 'image/png']);
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    // The browser decodes it, from the page, under the page's Content-Security-Policy.
    const decoded = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, local);
    expect(decoded).toEqual({ width: 1200, height: 630 });

    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("gives a page in Chinese, whose text the card's font cannot write, its English page's card", async () => {
    const imageOf = async (route: string) => /<meta property="og:image" content="([^"]+)"/.exec(await (await fetch(`${bundled.site.url}${route}`)).text())?.[1];
    for (const route of ['/material-ui/getting-started/installation', '/material-ui/api/button-base', '/joy-ui/getting-started']) {
      const english = await imageOf(route);
      expect(english, route).toMatch(/^https:\/\/mui\.com\/assets\/og\/card-\w+\.png$/);
      expect(await imageOf(`/zh${route}`), route).toBe(english);
    }
  });
});
