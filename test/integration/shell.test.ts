import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { loadConfig } from '../../src/node/config/load';
import { compileMarkdown } from '../../src/node/page/markdown/compile';
import { createPageView } from '../../src/node/page/create-view';
import { DIRECTION_CONDITION } from '../../src/node/theme/direction-css';
import { createPageRenderer } from '../../src/node/page/render-page';
import { loadSite, type LoadedSite } from '../../src/node/site/load-site';
import { renderSitePage } from '../../src/node/page/render-site-page';
import { cleanupTemporaryFolders, copyFixture, readText } from '../helpers/fixture';
import { loadedPage } from '../../src/node/load/load-pages';

afterAll(cleanupTemporaryFolders);

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('</body>'));

/** The whole element (`<tag ...>...</tag>`, not nested in itself) whose start tag holds `marker`. */
function elementWith(html: string, tag: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`no ${marker}`);
  const start = html.lastIndexOf(`<${tag}`, at);
  const end = html.indexOf(`</${tag}>`, at);
  return html.slice(start, end + tag.length + 3);
}

/** Visible text of an HTML fragment. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the site shell, rendered on the server', () => {
  let root: string;
  let out: string;
  let result: BuildResult;
  const page = (route: string) => readText(path.join(out, route, 'index.html'));

  beforeAll(async () => {
    root = await copyFixture('shell');
    out = path.join(root, 'dist');
    result = await build({ cwd: root });
  });

  it('builds the fixture without errors', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('marks the active link, and opens only the sections that hold it', async () => {
    const body = bodyOf(await page('joy-ui/react-select'));
    expect(body.match(/aria-current="page"/g)).toHaveLength(1);
    expect(elementWith(body, 'a', 'aria-current="page"')).toContain('href="/joy-ui/react-select"');
    const open = [...body.matchAll(/<details data-nav-group="([^"]+)"( open="")?>/g)].map((m) => [m[1], Boolean(m[2])]);
    expect(open).toEqual([
      ['/joy-ui/getting-started-group', false],
      ['/joy-ui/components', true],
      ['/joy-ui/components/more', false],
      ['/joy-ui/guides', false],
    ]);
    // Breadcrumbs: the parents' titles, outermost first.
    expect(textOf(elementWith(body, 'nav', 'aria-label="Breadcrumbs"'))).toBe('Components Inputs');
  });

  it('shows plan marks and chips after the titles, in the original order', async () => {
    const body = bodyOf(await page('joy-ui/react-button'));
    const entry = (pathname: string) => elementWith(body, 'a', `data-nav-link="${pathname}"`);
    expect(textOf(entry('/joy-ui/react-button'))).toBe('Button New');
    expect(textOf(entry('/joy-ui/react-select'))).toBe('Select Beta');
    expect(entry('/joy-ui/react-select')).toContain('aria-label="Pro plan"');
    expect(textOf(entry('/joy-ui/react-slider'))).toBe('Slider Preview');
    expect(entry('/joy-ui/react-autocomplete')).toContain('aria-label="Premium plan"');
    expect(textOf(entry('/joy-ui/react-autocomplete'))).toBe('Autocomplete Legacy');
    expect(textOf(entry('/joy-ui/react-old'))).toBe('Old thing Deprecated');
    expect(textOf(entry('/joy-ui/react-later'))).toBe('Later thing Planned');
    // The subheader is a label, not a link or a section.
    expect(body).toMatch(/<div class="[^"]+">Inputs<\/div>/);
  });

  it('passes linkProps through, shows icons and leaves out entries hidden from the side nav', async () => {
    const body = bodyOf(await page('joy-ui/react-button'));
    expect(elementWith(body, 'a', 'data-nav-link="/joy-ui/guides/theming"')).toContain('data-ga-event-category="guide"');
    const store = elementWith(body, 'a', 'data-nav-link="https://store.example.com/"');
    expect(store).toContain('data-ga-event-label="sidenav"');
    expect(store).toContain('data-testid="ReaderIcon"');
    expect(elementWith(body, 'a', 'data-nav-link="https://blog.example.com/"')).toContain('data-testid="BookIcon"');
    expect(body).not.toContain('data-nav-link="/joy-ui/getting-started/hidden"');
  });

  it('lists the versions, the current one marked, "View all versions" after a divider', async () => {
    const body = bodyOf(await page('joy-ui/react-button'));
    const menu = elementWith(body, 'div', 'id="version-menu"');
    const items = [...menu.matchAll(/<li( data-divider="")?[^>]*><a href="([^"]*)"( aria-current="true")?[^>]*><span>([^<]*)<\/span>/g)].map((m) => ({
      text: m[4],
      href: m[2],
      current: Boolean(m[3]),
      afterDivider: Boolean(m[1]),
    }));
    expect(items).toEqual([
      { text: 'v5.0.0', href: '/joy-ui/getting-started', current: true, afterDivider: false },
      { text: 'v4', href: 'https://v4.example.com/joy-ui/', current: false, afterDivider: false },
      { text: 'View all versions', href: '/versions/', current: false, afterDivider: true },
    ]);
    expect(elementWith(body, 'button', 'popoverTarget="version-menu"')).toContain('v5.0.0');
    expect(textOf(elementWith(body, 'div', 'id="product-switcher"'))).toBe('Joy UI MUI System');
  });

  it('shows a single version as a plain label with no menu and no arrow', async () => {
    const body = bodyOf(await page('system/getting-started'));
    expect(body).not.toContain('id="version-menu"');
    expect(body).toMatch(/<span class="[^"]+">v7\.2\.0<\/span>/);
  });

  it('links previous and next pages in reading order, skipping entries hidden from the side nav', async () => {
    const neighbours = async (route: string) => {
      const body = bodyOf(await page(route));
      const link = (rel: string) => /<a href="([^"]+)" rel="(prev|next)"/g.exec(body.slice(body.indexOf(`rel="${rel}"`) - 200))?.[1] ?? null;
      return { prev: body.includes('rel="prev"') ? link('prev') : null, next: body.includes('rel="next"') ? link('next') : null };
    };
    expect(await neighbours('joy-ui/getting-started')).toEqual({ prev: null, next: '/joy-ui/getting-started/installation' });
    expect(await neighbours('joy-ui/getting-started/installation')).toEqual({ prev: '/joy-ui/getting-started', next: '/joy-ui/react-button' });
    expect(await neighbours('joy-ui/react-select')).toEqual({ prev: '/joy-ui/react-button', next: '/joy-ui/react-slider' });
    expect(await neighbours('joy-ui/guides/theming')).toEqual({ prev: '/joy-ui/react-later', next: null });
  });

  it('gives every page its landmarks, a skip link, and names on the icon buttons', async () => {
    const html = await page('joy-ui/react-select');
    const body = bodyOf(html);
    // The skip link is the first thing a keyboard reaches; the pre-paint script runs in the
    // head, before the stylesheets it would otherwise wait for.
    expect(body).toMatch(/^<body><a href="#main-content"[^>]*>Skip to content<\/a><header/);
    expect(html).toMatch(/<script>[^<]*<\/script><link rel="stylesheet"[^>]*>(<style[^>]*>[^<]*<\/style>)?[^]*<\/head>/);
    expect(body).toContain('<nav id="app-drawer" popover="auto" aria-label="Main navigation"');
    expect(body).toContain('<main id="main-content" tabindex="-1"');
    expect(body).toMatch(/<\/main><footer/);
    for (const name of ['Open navigation', 'Close navigation', 'Source code on GitHub', 'Settings', 'Close settings']) {
      expect(body, name).toContain(`aria-label="${name}"`);
    }
    // The search button is named by its own label, which small screens hide visually only.
    expect(textOf(elementWith(body, 'a', 'data-search-button'))).toMatch(/^Search…/);
    // Without JavaScript it is a link to the /search page.
    expect(elementWith(body, 'a', 'data-search-button')).toContain('href="/search"');
    expect(body).toContain('href="https://github.com/example/shell/edit/main/docs/content/joy-ui/react-select.md"');
  });

  it('renders the 404 page in the shell, without a drawer', async () => {
    const html = await readText(path.join(out, '404.html'));
    expect(headOf(html)).toContain('<title>Page not found - Shell Docs</title>');
    const body = bodyOf(html);
    expect(body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(body).toContain('<header');
    expect(body).not.toContain('id="app-drawer"');
    expect(body).not.toContain('aria-label="Open navigation"');
    expect(body).toContain('href="/joy-ui/getting-started"');
  });

  it('renders a right-to-left page with the RTL style cache and localised links', async () => {
    const html = await page('fa/joy-ui/react-button');
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(headOf(html)).toMatch(/<style data-emotion="rtl /);
    const body = bodyOf(html);
    expect(body).not.toMatch(/class="css-/);
    expect(elementWith(body, 'a', 'data-nav-link="/joy-ui/react-select"')).toContain('href="/fa/joy-ui/react-select"');
    expect(body).toContain('href="https://v4.example.com/fa/joy-ui/"');
    // Both pages carry the drawer's rule for both directions: on the right edge where the
    // root says rtl, on the left otherwise, so a reader may turn either page around.
    const drawerRule = (document: string, dir: 'ltr' | 'rtl') => {
      const className = /<nav id="app-drawer"[^>]* class="([^"]+)"/.exec(document)![1]!;
      const head = headOf(document);
      const start = head.indexOf(`.${className}${DIRECTION_CONDITION[dir]}{`);
      expect(start).toBeGreaterThan(-1);
      return head.slice(start, head.indexOf('}', start));
    };
    const english = await page('joy-ui/react-button');
    for (const document of [html, english]) {
      expect(drawerRule(document, 'rtl')).toContain('right:0;left:auto;');
      expect(drawerRule(document, 'ltr')).toContain('left:0;right:auto;');
    }
  });

  it('self-hosts the fonts as content-hashed files, preloading the body face', async () => {
    const head = headOf(await page('joy-ui/react-button'));
    const preload = /<link as="font" crossorigin="anonymous" href="(\/assets\/ibm-plex-sans-latin-400-normal-[A-Z0-9]{8}\.woff2)" rel="preload" type="font\/woff2">/.exec(head);
    expect(preload).not.toBeNull();
    const urls = [...head.matchAll(/url\((\/assets\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(urls).toContain(preload![1]);
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) expect(existsSync(path.join(out, url)), url).toBe(true);
    expect(head).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
  });
});

describe('shared parts', () => {
  let site: LoadedSite;

  beforeAll(async () => {
    const root = await copyFixture('shell');
    const loaded = await loadConfig(undefined, root);
    if (!loaded.config) throw new Error('config');
    const result = await loadSite(loaded.config, { cache: false });
    if (!result.site) throw new Error('site');
    site = result.site;
  });

  it('give every page the same HTML as rendering each part for each page', () => {
    const reused = createPageRenderer(site.templates.templates, { siteHead: '' });
    const fresh = createPageRenderer(site.templates.templates, { siteHead: '', reuseParts: false });
    expect(site.pages.length).toBeGreaterThan(10);
    for (const source of site.pages) {
      const a = renderSitePage(site, reused, source).file?.html;
      const b = renderSitePage(site, fresh, source).file?.html;
      expect(a, source.file).toBeDefined();
      expect(a, source.file).toBe(b);
    }
  });

  it('render the table of contents from the view: h2 entries with their h3 children', () => {
    const renderer = createPageRenderer(site.templates.templates, { siteHead: '' });
    const source = site.pages.find((p) => p.pathname === '/joy-ui/getting-started/installation' && p.language === 'en')!;
    const compiled = compileMarkdown(loadedPage(source));
    const view = createPageView(site.model, source, compiled);
    view.toc = [
      { id: 'install', text: 'Install', children: [{ id: 'with-npm', text: 'With npm', children: [] }] },
      { id: 'next-steps', text: 'Next steps', children: [] },
    ];
    const body = bodyOf(renderer.render({ view, hast: compiled.hast }, []).html);
    const toc = elementWith(body, 'nav', 'aria-labelledby="toc-heading"');
    expect(textOf(toc)).toBe('Contents Install With npm Next steps');
    expect([...toc.matchAll(/href="(#[^"]+)"/g)].map((m) => m[1])).toEqual(['#install', '#with-npm', '#next-steps']);
    expect(toc).toMatch(/href="#install"[^>]*>Install<\/a><ul/);
  });
});
