import type { ElementContent, Root } from 'hast';
import { apiPageDescriptionKey } from '../strings/api-strings';
import { buildApiPage } from './api/build-view';
import { buildApiTab, pageTabs } from './api/api-tab';
import type { ApiPageSource } from '../model/api-source';
import type { ApiPageView } from '../model/api-view';
import type { LinkRef } from '../model/page-record';
import { collectIds, collectSelfLinkedIds } from './collect-ids';
import { checkPageMeta, ownText } from '../load/check-page-meta';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { compileMarkdown, NOT_COMPILED, type CompiledMarkdown } from './markdown/compile';
import { showInLanguage } from './markdown/show-in-language';
import { createPageView } from './create-view';
import type { PageRenderer, RenderedDocument } from './render-page';
import type { SharedFile } from '../model/output-files';
import { API_LAYOUT, DEFAULT_LAYOUT, NOT_FOUND_LAYOUT, OFFLINE_LAYOUT } from '../model/templates-api';
import { pageRoute } from '../routing/page-route';
import { NO_PRODUCT } from '../routing/product';
import { DEFAULT_LANGUAGE, languageFile, localisedPath, OFFLINE_PAGE_FILE } from '../routing/paths';
import { ENGINE_STRINGS } from '../strings/engine-strings';
import { interfaceText, type InterfaceText } from '../util/interface-text';
import { apiSearchSections } from './search/api-sections';
import { searchPageOf } from './search/search-page';
import type { SearchPage } from '../model/search';
import { markdownContext } from './markdown-context';
import type { SocialCard } from '../model/social-card';
import { pageImage } from './social-card';
import { shownValue } from '../util/limits';
import type { PageSite, RoutedPage } from '../model/page-site';
import { loadedPage, type WithBody } from '../load/load-pages';

export interface RenderedFile {
  /** Posix path inside the output folder. */
  path: string;
  html: string;
  /** Files the page refers to that other pages share (its stylesheet, fragments). */
  shared: SharedFile[];
}

export interface RenderedPage {
  file: RenderedFile | null;
  /** The path readers use for the page (language prefix included). */
  url: string;
  /** Links written in the page's content, for the link check. */
  links: LinkRef[];
  /** Files the page's content shows by absolute path (images), for the assets check. */
  assets: LinkRef[];
  /** Element ids of the rendered page: the anchors links may point at. */
  ids: string[];
  /** Of those, the page's own anchors (`collectSelfLinkedIds`). */
  anchors: string[];
  /** What search keeps of the page; null when it could not be rendered. */
  search: SearchPage | null;
  /** The share card the page's head names, for the build to draw; null when it names none. */
  socialCard: SocialCard | null;
  diagnostics: Diagnostic[];
}

/**
 * An API page's content, in the shape of a compiled page: no markdown body (its layout shows
 * `view.api`), its generated title and table of contents, and the links of its metadata. What
 * the engine writes itself is in the page's language (a fallback page's too).
 */
function compileApiPage(site: PageSite, page: RoutedPage, source: ApiPageSource, text: InterfaceText): { compiled: CompiledMarkdown; api: ApiPageView; title: string; description: string } {
  const guides = site.config.products.find((p) => p.id === source.productId)?.api?.guides ?? { sx: null, slots: null };
  const built = buildApiPage(source, guides, markdownContext(site, page), text);
  const title = text('api-docs.pageTitle', { name: source.json.name });
  const compiled: CompiledMarkdown = {
    hast: { type: 'root', children: [] },
    heading: title,
    description: null,
    toc: built.toc,
    links: built.links,
    assets: [],
    twin: null,
    diagnostics: [],
  };
  return { compiled, api: built.view, title, description: text(apiPageDescriptionKey(built.view.kind), { name: source.json.name }) };
}

/** Whether a translation's share card shows its English page's compiled text: that page's frontmatter lacks a title or a description. */
export const needsEnglishText = (english: RoutedPage): boolean =>
  !english.api && (ownText(english.frontmatter.title) === null || ownText(english.frontmatter.description) === null);

/**
 * The title and description of a translation's English page, for its share card: its
 * frontmatter's, else what its compiled tree says (the one reader of the page's text, which a
 * build reads first when `needsEnglishText`).
 */
function englishCardText(site: PageSite, english: RoutedPage): { title: string; description: string | null } | null {
  const compiled = needsEnglishText(english) ? compileWrittenMarkdown(site, loadedPage(english)) : null;
  const title = ownText(english.frontmatter.title) ?? compiled?.heading ?? null;
  return title ? { title, description: ownText(english.frontmatter.description) ?? compiled?.description ?? null } : null;
}

/**
 * A page's markdown compiled in the language it is written in. Its fallback pages (the same text
 * under another language's prefix) reuse it: `renderSitePage` gives its links their prefix.
 */
export function compileWrittenMarkdown(site: Omit<PageSite, 'templates'>, page: WithBody<RoutedPage>): CompiledMarkdown {
  return compileMarkdown(page, markdownContext(site, page, page.route.contentLanguage));
}

/** A page that could not be rendered: no file, the links it was found to have, and why. */
export const unrenderedPage = (url: string, diagnostics: Diagnostic[], links: LinkRef[] = [], assets: LinkRef[] = []): RenderedPage => ({
  file: null,
  url,
  links,
  assets,
  ids: [],
  anchors: [],
  search: null,
  socialCard: null,
  diagnostics,
});

/**
 * One page, from its source to its HTML: compile the markdown (unless `written`, its compiled
 * text, is given), build the view-model, render. Returns a page with no file (with the reason
 * among the diagnostics) when the page cannot be rendered.
 */
export function renderSitePage(site: PageSite, renderer: PageRenderer, page: RoutedPage, written?: CompiledMarkdown, english?: RoutedPage | null): RenderedPage {
  const text = engineText(site, page.route.language);
  const api = page.api ? compileApiPage(site, page, page.api, text) : null;
  let compiled: CompiledMarkdown;
  if (api) compiled = api.compiled;
  else {
    const markdown = written ?? compileWrittenMarkdown(site, loadedPage(page));
    // Only a fallback page is shown in another language than its text's: the others need no walk.
    compiled = page.route.fallback ? showInLanguage(markdown, page.route.language) : markdown;
  }
  const url = page.route.url;
  // An API tab shows its page's header, whose problems and links that page reports.
  const apiTab = page.apiTab ? buildApiTab(site.config, page.apiTab, markdownContext(site, page), text) : null;
  if (apiTab) compiled = { ...compiled, toc: apiTab.toc, links: [], assets: [], diagnostics: [] };
  // Not compiled, so there is nothing to render, and no heading or description to check.
  if (compiled.diagnostics.some((d) => NOT_COMPILED.has(d.code))) return unrenderedPage(url, compiled.diagnostics);
  // An API page's title and description are generated: there is nothing of the author's to check.
  const diagnostics = [...compiled.diagnostics, ...(api || apiTab ? [] : checkPageMeta(page, compiled, site.config.products.map((p) => p.id)))];
  const links: LinkRef[] = compiled.links.map((link) => ({
    href: link.target,
    ...(link.line !== null && { line: link.line }),
    ...(link.line !== null && link.column !== null && { column: link.column }),
  }));
  const assets: LinkRef[] = compiled.assets.map((asset) => ({
    href: asset.path,
    ...(asset.line !== null && { line: asset.line }),
    ...(asset.line !== null && asset.column !== null && { column: asset.column }),
  }));
  // An API page's generated title and description are in its language, not its source's English.
  const shown = api ? { ...page, frontmatter: { ...page.frontmatter, title: api.title, description: api.description } } : page;
  const view = { ...createPageView(site.model, shown, compiled, english ? () => englishCardText(site, english) : undefined), api: api?.api ?? null, tabs: pageTabs(site.config, page, text), apiTab: apiTab?.view ?? null };
  const layouts = site.templates.templates.layouts;
  if (!layouts[view.page.layout]) {
    const line = page.frontmatterLines.layout;
    diagnostics.push(
      error({
        code: 'content/unknown-layout',
        message: `Unknown layout "${view.page.layout}"; the templates export ${Object.keys(layouts).join(', ')}`,
        file: page.file,
        ...(line !== undefined && { line }),
        ...(api && { hint: `API pages are rendered by the templates' "${API_LAYOUT}" layout: export one from templates/index.tsx` }),
      }),
    );
    return unrenderedPage(url, diagnostics, links, assets);
  }
  let rendered: RenderedDocument;
  try {
    rendered = renderer.render({ view, hast: compiled.hast }, page.route.alternates);
  } catch (caught) {
    if (!site.templates.siteCode) throw new Error(`Rendering ${page.file} failed`, { cause: caught });
    diagnostics.push(templatesThrew(page.file, caught, 'this page'));
    return unrenderedPage(url, diagnostics, links, assets);
  }
  return {
    file: { path: page.route.outputFile, html: rendered.html, shared: rendered.files },
    url,
    links,
    assets,
    ids: collectIds(rendered.html),
    anchors: collectSelfLinkedIds(rendered.html),
    // An API page is searched by what its metadata shows, section by section; an API tab shows
    // what its components' API pages do, which search finds.
    search: apiTab ? null : api ? { ...searchPageOf(view, compiled), sections: apiSearchSections(api.api, view.page.description) } : searchPageOf(view, compiled),
    socialCard: view.page.image?.card ?? null,
    diagnostics,
  };
}

/** A page the engine makes itself (404, offline), in the site's shell with the layout it asks for. */
function renderGeneratedPage(
  site: PageSite,
  renderer: PageRenderer,
  page: { path: string; pathname: string; title: string; layouts: string[]; hast: Root; language?: string },
): RenderedFile {
  const available = site.templates.templates.layouts;
  const layout = page.layouts.find((name) => available[name]) ?? DEFAULT_LAYOUT;
  const source = {
    file: '',
    contentPath: '',
    absolutePath: '',
    language: page.language ?? DEFAULT_LANGUAGE,
    pathname: page.pathname,
    frontmatter: { title: page.title, layout, productId: NO_PRODUCT, noindex: true },
    body: '',
    demoNames: [],
    bodyStartLine: 1,
    frontmatterLines: {},
    hash: '',
  };
  const view = createPageView(
    site.model,
    { ...source, route: pageRoute(site.config, source, source.language, []) },
    { hast: page.hast, heading: null, description: null, toc: [], links: [], assets: [], twin: null, diagnostics: [] },
  );
  view.page.file = null;
  view.page.editUrl = null;
  view.page.twinUrl = null;
  // Not a page anyone shares: the site's image, and no card to draw.
  view.page.image = pageImage(undefined, null, site.model.site);
  const rendered = renderer.render({ view, hast: page.hast }, []);
  return { path: page.path, html: rendered.html, shared: rendered.files };
}

/** What the engine writes in a language: its translation, else the English of the theme, else ours. */
function engineText(site: PageSite, language: string): InterfaceText {
  return interfaceText(site.model.strings[language] ?? site.model.strings[DEFAULT_LANGUAGE] ?? {}, ENGINE_STRINGS);
}

/** Where the 404 page of a language is written: `404.html` for English, `zh/404.html` for Chinese. */
export const notFoundFile = (language: string): string => languageFile('404.html', language);

/** The page static hosts show for a path that leads nowhere, in the site's shell, in a language (English by default). */
export function renderNotFoundPage(site: PageSite, renderer: PageRenderer, language: string = DEFAULT_LANGUAGE): RenderedFile {
  return renderGeneratedPage(site, renderer, {
    path: notFoundFile(language),
    pathname: '/404',
    title: engineText(site, language)('notFound.title'),
    layouts: [NOT_FOUND_LAYOUT],
    language,
    hast: { type: 'root', children: [] },
  });
}

const paragraph = (text: string): ElementContent => ({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] });
const element = (tagName: string, properties: Record<string, string | boolean>, children: ElementContent[] = []): ElementContent => ({ type: 'element', tagName, properties, children });

/** Where the search page is written; the app bar's search link leads there. */
export const SEARCH_PAGE_FILE = 'search/index.html';

/**
 * `/search` (`/zh/search`, ... in each language): a form that reloads the page with `?q=` (so
 * the app bar's link works without JavaScript), and the place the client script writes the
 * results of that query in, from the index of the page's language.
 */
export function renderSearchPage(site: PageSite, renderer: PageRenderer, language: string = DEFAULT_LANGUAGE): RenderedFile {
  const text = engineText(site, language);
  return renderGeneratedPage(site, renderer, {
    path: languageFile(SEARCH_PAGE_FILE, language),
    pathname: '/search',
    title: text('search.title'),
    layouts: ['search', 'page'],
    language,
    hast: {
      type: 'root',
      children: [
        element('form', { action: localisedPath('/search', language), method: 'get', role: 'search', dataSearchPage: '' }, [
          element('label', { htmlFor: 'search-page-input' }, [{ type: 'text', value: `${text('search.label')} ` }]),
          element('input', { id: 'search-page-input', type: 'search', name: 'q', autoComplete: 'off', spellCheck: 'false' }),
          { type: 'text', value: ' ' },
          element('button', { type: 'submit' }, [{ type: 'text', value: text('search.submit') }]),
        ]),
        element('p', { role: 'status', dataSearchStatus: '' }),
        element('div', { dataSearchResults: '' }),
        element('noscript', {}, [paragraph(text('search.needsJavaScript'))]),
      ],
    },
  });
}

/** What the service worker shows for a page never visited while the reader is offline, in a language (English by default). */
export function renderOfflinePage(site: PageSite, renderer: PageRenderer, file: string, language: string = DEFAULT_LANGUAGE): RenderedFile {
  const text = engineText(site, language);
  return renderGeneratedPage(site, renderer, {
    path: file,
    pathname: '/offline',
    title: text('offline.title'),
    layouts: [OFFLINE_LAYOUT, 'page'],
    language,
    hast: {
      type: 'root',
      children: [paragraph(text('offline.notSaved')), paragraph(text('offline.available'))],
    },
  });
}

/**
 * The pages the engine makes itself, in each language: the 404 page (`_redirects` routes the
 * misses under a prefix to its own), the offline page when the site has a service worker (it
 * shows the reader's), and the search page when the site has search (the site's own /search
 * page, if it has one, wins).
 */
export function renderEnginePages(site: PageSite & { pages: readonly RoutedPage[] }, renderer: PageRenderer): { files: RenderedFile[]; diagnostics: Diagnostic[] } {
  const { config } = site;
  const languages = config.languages.map(({ code }) => code);
  const page = (output: string, render: () => RenderedFile) => ({ output, render });
  const renders = [
    ...languages.map((code) => page(notFoundFile(code), () => renderNotFoundPage(site, renderer, code))),
    ...(config.serviceWorker ? languages.map((code) => page(languageFile(OFFLINE_PAGE_FILE, code), () => renderOfflinePage(site, renderer, languageFile(OFFLINE_PAGE_FILE, code), code))) : []),
    ...(config.search ? languages.filter((code) => !site.pages.some((routed) => routed.route.url === localisedPath('/search', code))) : []).map((code) =>
      page(languageFile(SEARCH_PAGE_FILE, code), () => renderSearchPage(site, renderer, code)),
    ),
  ];
  const files: RenderedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const { output, render } of renders) {
    try {
      files.push(render());
    } catch (caught) {
      if (!site.templates.siteCode) throw caught;
      diagnostics.push(templatesThrew(undefined, caught, output));
    }
  }
  return { files, diagnostics };
}

/**
 * What the site's templates threw while rendering a page: the error's first line, and the
 * component (the function of the first frame of its stack) that threw it. The page is not
 * written; the build goes on with the others and fails at the end.
 */
function templatesThrew(file: string | undefined, caught: unknown, what: string): Diagnostic {
  const message = caught instanceof Error ? caught.message : String(caught);
  const thrower = caught instanceof Error ? /^\s+at (?:new )?([\w$.]+) \(/m.exec(caught.stack ?? '')?.[1] : undefined;
  return error({
    code: 'render/failed',
    message: `The templates threw while rendering ${what}${thrower ? ` (in ${thrower})` : ''}: ${shownValue(message.split('\n')[0]!)}`,
    ...(file !== undefined && { file }),
    hint: 'correct the component of the templates (or of the config\'s `components`) that threw; `docs-site dev` shows the page with the whole error',
  });
}
