import type { ResolvedConfig } from './config';
import type { Navigation, NavIndex } from './nav';
import type { ProductView, SiteView } from './page-view';
import type { SocialCardInputs } from './social-card';
import type { InterfaceStrings } from './strings';

/**
 * What is the same for every page of a build, computed once: the site, the products and
 * each product's navigation index. Plain data apart from the indexes' Maps.
 */
export interface SiteModel {
  site: SiteView;
  products: ProductView[];
  navigation: Navigation;
  navIndexes: Record<string, NavIndex>;
  repository: ResolvedConfig['repository'];
  languageCodes: string[];
  /** The interface strings of each language (see `loadTranslations`). */
  strings: InterfaceStrings;
  /** What the pages' share cards are drawn with; null when the site draws none (`ogImages: false`). */
  socialCards: SocialCardInputs | null;
}
