import type { TemplatesModule } from '../src/render/templates-api';
import { ComponentLinkHeader } from './embeds/ComponentLinkHeader';
import { IslandWrapper } from './islands';
import { DocsLayout } from './layouts/DocsLayout';
import { NotFoundLayout } from './layouts/NotFoundLayout';
import { markdownComponents } from './markdown';

/** The bundled site theme: the layouts pages choose from with their `layout` frontmatter. */
export const layouts: TemplatesModule['layouts'] = {
  docs: DocsLayout,
  'not-found': NotFoundLayout,
};

/** The dialect's elements: callouts, code blocks and tabs, demos, heading anchors. */
export { markdownComponents };

/** Components `{{"component": ...}}` lines show, by the names the config's `embeds` use. */
export const embeds: TemplatesModule['embeds'] = { ComponentLinkHeader };

/** Wraps every live demo, on the server and in the browser. */
export { IslandWrapper };
