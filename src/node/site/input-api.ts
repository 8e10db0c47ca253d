import { loadApiPages } from '../load/load-api';
import type { SourcePage } from '../model/source-page';
import { DEFAULT_LANGUAGE } from '../routing/paths';
import type { SiteInput } from './input-types';

/** A component's JSON file makes a page in English and one per translation of its descriptions. */
const keyOf = (page: SourcePage) => `${page.file}\u0000${page.language}`;

/** In the order a build loads them: by file, English first. */
function byFileEnglishFirst(a: SourcePage, b: SourcePage): number {
  const order = (page: SourcePage) => [page.file, page.language === DEFAULT_LANGUAGE ? '' : page.language] as const;
  const [x, y] = [order(a), order(b)];
  return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0;
}

/**
 * The pages made from the products' API metadata (JSON files): those that changed, came or
 * went are rendered again, with their product's API tabs; the navigation's API sections follow.
 */
export const apiInput: SiteInput = {
  name: 'api',
  changes: ['api'],
  origins: ['api'],
  gives: ['apiPages'],

  async load({ config }) {
    const loaded = await loadApiPages(config);
    return { gives: { apiPages: loaded.pages }, problems: { api: loaded.diagnostics } };
  },

  async update({ config, before }) {
    const state = before!;
    const loaded = await loadApiPages(config);
    const was = new Map(state.apiPages.map((page) => [keyOf(page), page]));
    const now = new Map(loaded.pages.map((page) => [keyOf(page), page]));
    // A file that is broken now keeps its page's last good version in use, as a broken markdown file does.
    const broken = new Set(loaded.diagnostics.filter((d) => d.severity === 'error' && d.file).map((d) => d.file!));
    // (A translated page is gone when its translation is broken: it keeps its last good version too.)
    const brokenNow = (old: SourcePage, current: SourcePage | undefined) =>
      current
        ? Boolean(current.api?.descriptionsFile && broken.has(current.api.descriptionsFile))
        : broken.has(old.file) || (old.language !== DEFAULT_LANGUAGE && Boolean(old.api?.descriptionsFile && broken.has(old.api.descriptionsFile)));
    for (const [key, old] of was) if (brokenNow(old, now.get(key))) now.set(key, old);
    const shown = state.site?.pages ?? [];
    const urls = new Set<string>();
    const eager = new Set<string>();
    for (const key of new Set([...was.keys(), ...now.keys()])) {
      const [old, current] = [was.get(key), now.get(key)];
      if (old && current && old.hash === current.hash && old.pathname === current.pathname) continue;
      // The URLs it was shown at (a new page has none yet: it is rendered when asked for). API
      // pages have no content path: they are found by their file.
      for (const page of [old, current]) if (page) for (const shownPage of shown) if (shownPage.file === page.file) urls.add(shownPage.route.url);
      if (current) for (const shownPage of shown) if (shownPage.file === current.file && !shownPage.route.fallback) eager.add(shownPage.route.outputFile);
      // The product's API tabs show its components' API (or name one that had none).
      const productId = (current ?? old)?.api?.productId;
      for (const shownPage of shown) if (shownPage.apiTab && shownPage.route.productId === productId) urls.add(shownPage.route.url);
    }
    return {
      gives: { apiPages: [...now.values()].sort(byFileEnglishFirst) },
      problems: { api: loaded.diagnostics },
      effects: { urls, eager, model: true, rereads: ['navigation'] },
    };
  },
};
