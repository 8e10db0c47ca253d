/**
 * Results as DOM: in the dialog, a listbox of options grouped by page (the combobox pattern);
 * on the /search page, a list of links. Text is set as text: the index holds the site's content.
 */
import { fillText, type SearchStrings } from '../../shared/search-strings';
import { excerpt } from './excerpt';
import type { SearchResults } from './index-client';

/** The element's children: text, and the matched words in `<mark>`. */
function fillMarked(element: HTMLElement, text: string, terms: readonly string[], whole = false): void {
  const doc = element.ownerDocument;
  const pieces = whole ? excerpt(text, terms, Number.MAX_SAFE_INTEGER) : excerpt(text, terms);
  for (const piece of pieces) {
    if (!piece.marked) element.append(piece.text);
    else {
      const mark = doc.createElement('mark');
      mark.textContent = piece.text;
      element.append(mark);
    }
  }
}

const make = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, attributes: Record<string, string> = {}) => {
  const element = doc.createElement(tag);
  element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

export const sectionHref = (url: string, anchor: string) => (anchor ? `${url}#${encodeURIComponent(anchor)}` : url);

/** The heading and excerpt of one section: a page's introduction is shown under the page's title. */
function sectionContent(doc: Document, link: HTMLElement, title: string, section: SearchResults[number]['shown'][number]): void {
  const heading = make(doc, 'span', 'docs-search-heading');
  fillMarked(heading, section.heading || title, section.terms, true);
  const text = make(doc, 'span', 'docs-search-excerpt');
  fillMarked(text, section.text, section.terms);
  link.append(heading, text);
}

/**
 * Options grouped by page, for the dialog's listbox; returns the options in order. `showProduct`
 * names each page's product (when several are searched).
 */
export function renderOptions(listbox: HTMLElement, results: SearchResults, showProduct: boolean): HTMLAnchorElement[] {
  const doc = listbox.ownerDocument;
  const options: HTMLAnchorElement[] = [];
  listbox.replaceChildren(
    ...results.map((page, p) => {
      const group = make(doc, 'div', 'docs-search-group', { role: 'group', 'aria-labelledby': `docs-search-page-${p}` });
      const label = make(doc, 'div', 'docs-search-page', { id: `docs-search-page-${p}`, role: 'presentation' });
      label.textContent = page.title;
      if (showProduct) label.append(make(doc, 'span', 'docs-search-product'));
      if (showProduct) label.lastElementChild!.textContent = page.productName;
      group.append(label);
      for (const section of page.shown) {
        const option = make(doc, 'a', 'docs-search-option', { role: 'option', id: `docs-search-option-${options.length}`, 'aria-selected': 'false', tabindex: '-1' });
        option.href = sectionHref(page.url, section.anchor);
        sectionContent(doc, option, page.title, section);
        options.push(option);
        group.append(option);
      }
      return group;
    }),
  );
  return options;
}

/** The /search page's results: a list of pages, each with links to its matching sections. */
export function renderList(container: HTMLElement, results: SearchResults): void {
  const doc = container.ownerDocument;
  const list = make(doc, 'ul', 'docs-search-list');
  for (const page of results) {
    const item = make(doc, 'li', 'docs-search-group');
    const title = make(doc, 'h2', 'docs-search-page');
    title.textContent = `${page.title} · ${page.productName}`;
    const sections = make(doc, 'ul', '');
    for (const section of page.shown) {
      const entry = doc.createElement('li');
      const link = make(doc, 'a', 'docs-search-option');
      link.href = sectionHref(page.url, section.anchor);
      sectionContent(doc, link, page.title, section);
      entry.append(link);
      sections.append(entry);
    }
    item.append(title, sections);
    list.append(item);
  }
  container.replaceChildren(list);
}

/** What the live region says about a search's results, in the page's language. */
export function countText(results: SearchResults, query: string, where: string | null, text: SearchStrings): string {
  const sections = results.reduce((sum, page) => sum + page.shown.length, 0);
  const values = { query, product: where ?? '' };
  if (sections === 0) return fillText(where ? text.noResultsIn : text.noResults, values);
  const pages = results.length;
  return fillText(where ? text.countIn : text.count, {
    ...values,
    results: sections === 1 ? text.resultCountOne : fillText(text.resultCount, { count: sections }),
    pages: pages === 1 ? text.pageCountOne : fillText(text.pageCount, { count: pages }),
  });
}
