import type { CompiledMarkdown } from '../markdown/compile';
import type { PageView } from '../../model/page-view';
import { extractSections } from './extract-sections';
import type { SearchPage } from '../../model/search';

/** What search keeps of a rendered page: its route, title, product, language and sections. */
export function searchPageOf(view: PageView, compiled: CompiledMarkdown): SearchPage {
  return {
    url: view.page.url,
    title: view.page.heading,
    product: view.page.productId,
    language: view.page.language,
    sections: extractSections(compiled.hast, view.page.description),
  };
}
