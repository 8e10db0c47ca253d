import type { ResolvedConfig } from './config';
import type { SourcePage } from './source-page';
import type { DemoEntry, EmbedModuleEntry } from './markdown';
import type { TemplatesModule } from './templates-api';
import type { Routed } from './page-route';
import type { SiteModel } from './site-model';

/** A page with the route the routing stage gave it: what every stage after it reads. */
export type RoutedPage = Routed<SourcePage>;

/**
 * What rendering a page needs of the site: plain data (it can be sent to a worker thread)
 * and the templates' layouts. A loaded site (`LoadedSite`) is one.
 */
export interface PageSite {
  config: ResolvedConfig;
  model: SiteModel;
  /** Route of every content file, by its path in the content folder, for relative `.md` links. */
  routesByFile: Record<string, string>;
  demos: {
    /** The demos beside each page, by the page's `file`, keyed by name. */
    byPage: Map<string, Record<string, DemoEntry>>;
    /** The embeds registered to a file of the site, by key: the module that renders each. */
    embeds: Record<string, EmbedModuleEntry>;
  };
  /** `siteCode`: whether they run code of the site's (its templates, the config's `components`), which is at fault when they throw. */
  templates: { templates: Pick<TemplatesModule, 'layouts'>; siteCode: boolean };
}
