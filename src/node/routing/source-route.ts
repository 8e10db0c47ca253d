import type { ResolvedConfig } from '../model/config';
import { canonicalPathname, fileLanguage, fileToPathname, stripFileLanguage } from './paths';

/**
 * The language and route a content file has by its path alone: an `-xx` suffix of a configured
 * language (`button-zh.md`) is its language, and the rest of its path (or the config's `routes`
 * entry for it) its route. A page's `route` frontmatter may replace the route (`ownRoute`).
 */
export function sourceRoute(
  config: Pick<ResolvedConfig, 'languages' | 'routes'>,
  contentPath: string,
  ownRoute?: string,
): { language: string; pathname: string } {
  const language = fileLanguage(contentPath, config.languages.map((l) => l.code));
  const untranslated = stripFileLanguage(contentPath, language);
  // A route given for a page (in `routes`, or by `nextPages`) is its translations' too.
  const byPath = config.routes[contentPath] ?? config.routes[untranslated] ?? fileToPathname(untranslated);
  return { language, pathname: canonicalPathname(ownRoute ?? byPath) };
}
