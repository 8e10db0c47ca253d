import type { ResolvedConfig } from '../model/config';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { DEFAULT_LANGUAGE, isNeverPrefixed, languagePrefix, localisedPath, pathnameToOutputFile, routeLengthProblem } from './paths';
import { detectProduct, NO_PRODUCT } from './product';
import type { Alternate, PageRoute, RouteSource, Routed } from '../model/page-route';


const trimmedString = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The product of a page: its `productId` frontmatter, else what its path says; its category from the config, else the path. */
export function resolveProduct(
  config: Pick<ResolvedConfig, 'products'>,
  pathname: string,
  frontmatter: Record<string, unknown>,
): { productId: string; productCategoryId: string } {
  // A site's own product folders count too (`/acme-charts/...` is the acme-charts product).
  const detected = detectProduct(pathname, [], config.products.map((p) => p.id));
  const productId = trimmedString(frontmatter.productId) ?? detected.productId;
  const product = config.products.find((p) => p.id === productId);
  return { productId, productCategoryId: product ? productCategory(product) : detected.productCategoryId };
}

/** A configured product's category: as the config says, else what its home path says. */
export function productCategory(product: ResolvedConfig['products'][number]): string {
  return product.category ?? detectProduct(product.home ?? `/${product.id}/`).productCategoryId;
}

/**
 * Where `components:` frontmatter links to for a product's API pages: the product's `apiPath`,
 * else `/<id>/api`; null outside any product.
 */
export function apiBasePath(config: Pick<ResolvedConfig, 'products'>, productId: string): string | null {
  const product = config.products.find((p) => p.id === productId);
  return product?.apiPath ?? (productId !== NO_PRODUCT ? `/${productId}/api` : null);
}

/**
 * The route of one page shown in `language`: its own when it is written in it, a fallback
 * (English text, canonical to the English page) otherwise.
 */
export function pageRoute(
  config: Pick<ResolvedConfig, 'host' | 'languages' | 'products'>,
  page: RouteSource,
  language: string,
  alternates: Alternate[],
): PageRoute {
  const url = localisedPath(page.pathname, language);
  const fallback = language !== page.language;
  // Every configured language shows an English page (a fallback where it has no translation), except on paths that take no prefix.
  const written = new Set(alternates.map((a) => a.language));
  const shownIn = config.languages.filter((l) => written.has(l.code) || (written.has(DEFAULT_LANGUAGE) && !isNeverPrefixed(page.pathname)));
  return {
    pathname: page.pathname,
    url,
    outputFile: pathnameToOutputFile(url),
    canonicalUrl: `${config.host}${fallback ? localisedPath(page.pathname, page.language) : url}`,
    language,
    languagePrefix: languagePrefix(language),
    dir: config.languages.find((l) => l.code === language)?.dir ?? 'ltr',
    contentLanguage: page.language,
    fallback,
    alternates,
    languages: shownIn.map((l) => ({ language: l.code, url: localisedPath(page.pathname, l.code), translated: written.has(l.code) })),
    ...resolveProduct(config, page.pathname, page.frontmatter),
  };
}

/** The line of a page's `route` frontmatter, when it has one. */
const lineOfRoute = (page: RouteSource): { line?: number } => {
  const line = page.frontmatterLines?.route;
  return line === undefined ? {} : { line };
};

/**
 * The routing stage: every page with its route, and a fallback page under each configured
 * language an English page has no translation into (never for paths that take no prefix,
 * such as `/blog`). Pages keep their order; fallbacks follow, by page then by the config's
 * language order, so the list is the same from run to run. Two pages written to one file
 * (a translation of a page that takes no prefix) keep the first, the other is an error.
 */
export function resolveRoutes<P extends RouteSource>(
  config: Pick<ResolvedConfig, 'host' | 'languages' | 'products'>,
  pages: readonly P[],
): { pages: Routed<P>[]; diagnostics: Diagnostic[] } {
  const byPathname = new Map<string, P[]>();
  for (const page of pages) byPathname.set(page.pathname, [...(byPathname.get(page.pathname) ?? []), page]);
  const alternatesOf = new Map<string, Alternate[]>();
  for (const [pathname, written] of byPathname) {
    const alternates = written
      .map((p) => ({ language: p.language, href: `${config.host}${localisedPath(pathname, p.language)}` }))
      .sort((a, b) => a.language.localeCompare(b.language));
    alternatesOf.set(pathname, alternates);
  }

  const routed: Routed<P>[] = [];
  const diagnostics: Diagnostic[] = [];
  const byOutput = new Map<string, Routed<P>>();
  const add = (page: P, language: string) => {
    const route = pageRoute(config, page, language, alternatesOf.get(page.pathname) ?? []);
    const tooLong = routeLengthProblem(route.url);
    if (tooLong) {
      diagnostics.push(error({ code: 'content/invalid-route', message: `${tooLong}: ${route.url.slice(0, 60)}…`, file: page.file, ...lineOfRoute(page), hint: 'give the page a shorter file name or `route` frontmatter' }));
      return;
    }
    const first = byOutput.get(route.outputFile);
    if (first) {
      diagnostics.push(
        error({
          code: 'content/duplicate-route',
          message: `Duplicated route ${route.url}: ${first.file} and ${page.file} both produce it`,
          file: page.file,
          hint: isNeverPrefixed(page.pathname) ? `${page.pathname} takes no language prefix: it is not translated` : 'give one of them a different file name or `route` frontmatter',
        }),
      );
      return;
    }
    const entry = { ...page, route };
    byOutput.set(route.outputFile, entry);
    routed.push(entry);
  };
  for (const page of pages) add(page, page.language);
  for (const page of pages) {
    if (page.language !== DEFAULT_LANGUAGE || isNeverPrefixed(page.pathname)) continue;
    const written = new Set((byPathname.get(page.pathname) ?? []).map((p) => p.language));
    for (const { code } of config.languages) if (!written.has(code)) add(page, code);
  }
  return { pages: routed, diagnostics };
}
