import type { TemplatesModule } from '../src/render/templates-api';
import { DocsLayout } from './layouts/DocsLayout';
import { NotFoundLayout } from './layouts/NotFoundLayout';

/** The bundled site theme: the layouts pages choose from with their `layout` frontmatter. */
export const layouts: TemplatesModule['layouts'] = {
  docs: DocsLayout,
  'not-found': NotFoundLayout,
};
