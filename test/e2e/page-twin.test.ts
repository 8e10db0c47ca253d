import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser';
import { bundledSiteInBrowser } from '../helpers/site';

// "Copy page" and "View as Markdown" on the bundled site's pages: the page's markdown twin.

const bundled = bundledSiteInBrowser();

describe("a page's markdown twin in the browser", () => {
  it('opens with "View as Markdown", served as markdown, with the demos\' code', async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}/material-ui/react-button`, { viewport: { width: 1280, height: 900 } });
    const link = page.getByRole('link', { name: 'View as Markdown' });
    expect(await link.getAttribute('href')).toBe('/material-ui/react-button.md');
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/material-ui/react-button.md')), link.click()]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Button\n/);
    expect(text).toContain('export default function BasicButtons()');
    expect(problems).toEqual([]);
    await close();
  });

  it('copies the twin with "Copy page", and says so', async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}/material-ui/react-button`, { viewport: { width: 1280, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: bundled.site.url });
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Button\n/);
    const twin = await (await fetch(`${bundled.site.url}/material-ui/react-button.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(await page.locator('[data-copy-page] [data-copy-label]').textContent()).toBe('Page copied');
    expect(problems).toEqual([]);
    await close();
  });

  it("is in the page's language: translated labels, the Chinese twin of a translated page, the English one of a fallback", async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}/zh/material-ui/getting-started/installation`, { viewport: { width: 1280, height: 900 } });
    const link = page.getByRole('link', { name: '以 Markdown 查看' });
    expect(await link.getAttribute('href')).toBe('/zh/material-ui/getting-started/installation.md');
    expect(await page.getByRole('button', { name: '复制页面' }).count()).toBe(1);
    const chinese = await fetch(`${bundled.site.url}/zh/material-ui/getting-started/installation.md`);
    expect(chinese.status).toBe(200);
    expect(chinese.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const english = await fetch(`${bundled.site.url}/material-ui/getting-started/installation.md`);
    expect(english.status).toBe(200);
    // The Chinese page's own text, not the English one under a Chinese address.
    expect(await chinese.text()).toMatch(/^# 安装\n\n安装 Material UI，世界上最流行的 React UI 框架。/);
    expect(await english.text()).toMatch(/^# Installation\n/);
    await page.goto(`${bundled.site.url}/zh/material-ui/react-button`);
    expect(await page.getByRole('link', { name: '以 Markdown 查看' }).getAttribute('href')).toBe('/material-ui/react-button.md');
    expect(problems).toEqual([]);
    await close();
  });
});
