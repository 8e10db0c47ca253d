import type { TemplatesModule } from '../src/render/templates-api';
import { head } from './head';
import { DocsLayout } from './layouts/DocsLayout';
import { NotFoundLayout } from './layouts/NotFoundLayout';
import { PageLayout } from './layouts/PageLayout';
import { parts } from './parts';

/** The bundled site theme: the layouts pages choose from with their `layout` frontmatter. */
export const layouts: TemplatesModule['layouts'] = {
  docs: DocsLayout,
  page: PageLayout,
  'not-found': NotFoundLayout,
};

export { head, parts };
