import type { ResolvedConfig } from '../config/types';
import type { CompiledMarkdown } from './markdown/compile';
import { deriveTitle } from '../nav/titles';
import { pageNavState } from '../nav/page-state';
import type { PageNavState } from '../model/nav';
import type { Routed } from '../model/page-route';
import { productCategory } from '../routing/page-route';
import { DEFAULT_LANGUAGE, localisedPath, NEVER_PREFIXED_PATHS, twinPath } from '../routing/paths';
import type { SourcePage } from '../model/source-page';
import type { PageView, ProductView, SiteView } from '../model/page-view';
import { DEFAULT_LAYOUT } from '../model/templates-api';
import type { SocialCardInputs } from '../model/social-card';
import { pageImage, socialCardOf } from './social-card';
import type { NavIndex, Navigation } from '../model/nav';
import type { InterfaceStrings } from '../model/strings';
import type { SiteModel } from '../model/site-model';


/** What kind of output a site model is made for. */
export interface SiteModelOptions {
  /**
   * A production build (`docs-site build`): ads and analytics as configured. Otherwise (the
   * `docs-site dev` preview) no analytics are sent, and ads show only with `ads.enabledInDev`.
   */
  production?: boolean;
  /** The interface strings of each language; the theme's English ones alone when absent. */
  strings?: InterfaceStrings;
  /** What share cards are drawn with (see `socialCardInputs`); none when absent. */
  socialCards?: SocialCardInputs | null;
}

export function createSiteView(config: ResolvedConfig, options: SiteModelOptions = {}): SiteView {
  const production = options.production ?? false;
  const ads = config.ads && (production || config.ads.enabledInDev) ? config.ads : null;
  return {
    title: config.title,
    host: config.host,
    repositoryUrl: config.repository.url,
    socialImage: config.socialImage,
    languages: config.languages,
    unprefixedPaths: [...NEVER_PREFIXED_PATHS],
    ads: ads && { scriptUrl: ads.scriptUrl, jsonUrl: ads.jsonUrl, backersUrl: ads.backersUrl, name: ads.name, displayRatio: ads.displayRatio },
    analytics: config.analytics && production ? { ...config.analytics } : null,
    search: config.search !== null,
    llms: config.llms,
    feedback: config.feedback,
  };
}

export function createProductViews(config: ResolvedConfig): ProductView[] {
  return config.products.map((p) => ({
    id: p.id,
    name: p.name,
    categoryId: productCategory(p),
    logo: p.logo,
    description: p.description,
    versions: p.versions,
    home: p.home,
  }));
}

const EMPTY_NAV_STATE: PageNavState = { activePathname: null, parents: [], prev: null, next: null };

const stringOr = (value: unknown, fallback: string | null): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** "Edit this page": the file in the repository's web editor. */
export function editUrl(repository: ResolvedConfig['repository'], file: string): string {
  const inRepository = repository.directory ? `${repository.directory}/${file}` : file;
  return `${repository.url}/edit/${repository.branch}/${inRepository}`;
}

/** The view-model of one content page. Pure. */
export function createPageView(model: SiteModel, source: Routed<SourcePage>, compiled: CompiledMarkdown): PageView {
  const { route } = source;
  const { productId, productCategoryId } = route;
  const product = model.products.find((p) => p.id === productId) ?? null;
  const title =
    stringOr(source.frontmatter.title, null) ?? compiled.heading ?? (source.pathname === '/' ? model.site.title : deriveTitle({ pathname: source.pathname }));
  const index = model.navIndexes[productId];
  const description = stringOr(source.frontmatter.description, compiled.description);
  const cardOf = (text: { title: string; description: string | null }) => socialCardOf(model.socialCards, { ...text, product, siteTitle: model.site.title, host: model.site.host });
  const english = route.language !== DEFAULT_LANGUAGE ? model.englishCardText?.[source.pathname] : undefined;
  const card = cardOf({ title, description }) ?? (english ? cardOf(english) : null);
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
