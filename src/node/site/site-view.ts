import type { ResolvedConfig } from '../model/config';
import type { ProductView, SiteView } from '../model/page-view';
import type { SocialCardInputs } from '../model/social-card';
import type { InterfaceStrings } from '../model/strings';
import { productCategory } from '../routing/page-route';
import { NEVER_PREFIXED_PATHS } from '../routing/paths';

/** The site's and the products' parts of the view-model: what every page shows of the config. */

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
