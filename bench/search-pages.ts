import { loadConfig } from '../src/node/config/load';
import { compileMarkdown } from '../src/node/page/markdown/compile';
import { createPageView } from '../src/node/page/create-view';
import { searchPageOf } from '../src/node/page/search/search-page';
import type { SearchPage } from '../src/node/model/search';
import { loadSite } from '../src/node/site/load-site';
import { markdownContext } from '../src/node/page/markdown-context';
import { loadedPage } from '../src/node/load/load-pages';

/**
 * What a build of the site at `root` hands the search index, page by page (compiled as the
 * build compiles them, without rendering), and the products' names.
 */
export async function collectSearchPages(root: string): Promise<{ pages: SearchPage[]; productNames: Record<string, string> }> {
  const loaded = await loadConfig(undefined, root);
  if (!loaded.config) throw new Error(`no config at ${root}: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  const { site } = await loadSite(loaded.config, { cache: false });
  if (!site) throw new Error(`the site at ${root} does not load`);
  const pages = site.pages.map((page) => {
    const compiled = compileMarkdown(loadedPage(page), markdownContext(site, page));
    return searchPageOf(createPageView(site.model, page, compiled), compiled);
  });
  return { pages, productNames: Object.fromEntries(loaded.config.products.map((p) => [p.id, p.name])) };
}

/** Queries for a corpus with no quality set: title words, their prefixes, and a typo of each. */
export function generatedQueries(pages: SearchPage[]): string[] {
  const words = [...new Set(pages.flatMap((p) => p.title.toLowerCase().split(/\W+/)).filter((w) => w.length >= 5))].slice(0, 40);
  return words.flatMap((w) => [w, w.slice(0, 4), `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`, `${w} ${words[(w.length * 7) % words.length]}`]);
}
