import type { TemplatesModule } from '../src/node/model/templates-api';
import { ComponentLinkHeader } from './embeds/ComponentLinkHeader';
import { head } from './head';
import { IslandWrapper } from './islands';
import { ApiLayout } from './layouts/ApiLayout';
import { DocsLayout } from './layouts/DocsLayout';
import { HomeLayout } from './layouts/HomeLayout';
import { NotFoundLayout } from './layouts/NotFoundLayout';
import { PageLayout } from './layouts/PageLayout';
import { markdownComponents } from './markdown';
import { parts } from './parts';
import { strings } from './strings';

/** The bundled site theme: the layouts pages choose from with their `layout` frontmatter. */
export const layouts: TemplatesModule['layouts'] = {
  docs: DocsLayout,
  page: PageLayout,
  home: HomeLayout,
  'not-found': NotFoundLayout,
  api: ApiLayout,
};

export { head, parts };

/** The interface strings in English; the site's translation files translate them. */
export { strings };

/** The dialect's elements: callouts, code blocks and tabs, demos, heading anchors. */
export { markdownComponents };

/** Components `{{"component": ...}}` lines show, by the names the config's `embeds` use. */
export const embeds: TemplatesModule['embeds'] = { ComponentLinkHeader };

/** Wraps every live demo, on the server and in the browser. */
export { IslandWrapper };
