import type { ResolvedConfig } from '../model/config';
import type { CompiledMarkdown } from './markdown/compile';
import { deriveTitle } from '../nav/titles';
import { pageNavState } from '../nav/page-state';
import type { PageNavState } from '../model/nav';
import type { Routed } from '../model/page-route';
import { DEFAULT_LANGUAGE, localisedPath, twinPath } from '../routing/paths';
import type { SourcePage } from '../model/source-page';
import type { PageView } from '../model/page-view';
import { DEFAULT_LAYOUT } from '../model/templates-api';
import { pageImage, socialCardOf } from './social-card';
import type { SiteModel } from '../model/site-model';

const EMPTY_NAV_STATE: PageNavState = { activePathname: null, parents: [], prev: null, next: null };

const stringOr = (value: unknown, fallback: string | null): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** "Edit this page": the file in the repository's web editor. */
export function editUrl(repository: ResolvedConfig['repository'], file: string): string {
  const inRepository = repository.directory ? `${repository.directory}/${file}` : file;
  return `${repository.url}/edit/${repository.branch}/${inRepository}`;
}

/** The view-model of one content page. Pure. */
export function createPageView(model: SiteModel, source: Routed<SourcePage>, compiled: CompiledMarkdown, englishText?: () => { title: string; description: string | null } | null): PageView {
  const { route } = source;
  const { productId, productCategoryId } = route;
  const product = model.products.find((p) => p.id === productId) ?? null;
  const title =
    stringOr(source.frontmatter.title, null) ?? compiled.heading ?? (source.pathname === '/' ? model.site.title : deriveTitle({ pathname: source.pathname }));
  const index = model.navIndexes[productId];
  const description = stringOr(source.frontmatter.description, compiled.description);
  const cardOf = (text: { title: string; description: string | null }) => socialCardOf(model.socialCards, { ...text, product, siteTitle: model.site.title, host: model.site.host });
  // A translation whose own words the card's fonts cannot draw shows its English page's card,
  // whose text is read from that page's compiled tree (`englishText`) only then.
  const english = () => (route.language !== DEFAULT_LANGUAGE ? (englishText?.() ?? null) : null);
  const card = cardOf({ title, description }) ?? ((text) => (text ? cardOf(text) : null))(english());
  return {
    site: model.site,
    page: {
      pathname: route.pathname,
      url: route.url,
      canonicalUrl: route.canonicalUrl,
      language: route.language,
      languagePrefix: route.languagePrefix,
      dir: route.dir,
      contentLanguage: route.contentLanguage,
      fallback: route.fallback,
      title,
      heading: compiled.heading ?? title,
      description,
      file: source.file,
      editUrl: editUrl(model.repository, source.file),
      twinUrl: model.site.llms ? `/${twinPath(source.apiTab ? localisedPath(source.apiTab.of, route.fallback ? DEFAULT_LANGUAGE : route.language) : route.fallback ? source.pathname : route.url)}` : null,
      layout: stringOr(source.frontmatter.layout, DEFAULT_LAYOUT) ?? DEFAULT_LAYOUT,
      productId,
      productCategoryId,
      frontmatter: source.frontmatter,
      languages: route.languages.map((l) => ({ code: l.language, label: model.site.languages.find((c) => c.code === l.language)?.label ?? l.language, url: l.url, translated: l.translated })),
      image: pageImage(source.frontmatter.image, card, model.site),
    },
    product,
    products: model.products,
    nav: { items: model.navigation.trees[productId]?.items ?? [], sideNavLinks: model.navigation.sideNavLinks },
    navState: index ? pageNavState(index, source.pathname) : EMPTY_NAV_STATE,
    toc: compiled.toc,
    api: null,
    tabs: [],
    apiTab: null,
    strings: model.strings[route.language] ?? model.strings.en ?? {},
  };
}
