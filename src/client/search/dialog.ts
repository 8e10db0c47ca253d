/**
 * The search dialog (loaded when a reader first opens search: the app bar's button, Ctrl+K or
 * ⌘K, or `/`) and the /search page's live results. The ARIA combobox pattern: focus stays in
 * the input, arrows move the active option (`aria-activedescendant`), Enter opens it, Escape
 * closes and gives focus back; a live region says how many results there are.
 */
import { SEARCH_CSS } from './dialog-styles';
import { openSearchIndex, type Scope, type SearchIndexClient, type SearchResults } from './index-client';
import { localStorageOrNull, recentSearches, rememberSearch } from './recent';
import { fillText, type SearchStrings } from '../../shared/search-strings';
import { countText, renderList, renderOptions } from './render-results';
import { pageSearchStrings } from './strings';

/** Milliseconds of quiet typing before a search runs. */
const TYPING_PAUSE_MS = 60;
const SEARCH_ICON = 'M15.5 14h-.79l-.28-.27A6.471 6.471 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

let index: Promise<SearchIndexClient> | null = null;
const indexOf = (doc: Document) => {
  index ??= openSearchIndex(doc);
  index.catch(() => {
    index = null;
  });
  return index;
};

function addStyles(doc: Document): void {
  if (doc.getElementById('docs-search-styles')) return;
  const style = doc.createElement('style');
  style.id = 'docs-search-styles';
  style.textContent = SEARCH_CSS;
  doc.head.append(style);
}

interface DialogParts {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  status: HTMLElement;
  listbox: HTMLElement;
  scope: HTMLElement;
}

function createDialog(doc: Document, text: SearchStrings): DialogParts {
  const dialog = doc.createElement('dialog');
  dialog.className = 'docs-search';
  dialog.setAttribute('aria-label', text.label);
  dialog.innerHTML = `<div class="docs-search-bar"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${SEARCH_ICON}"/></svg><input class="docs-search-input" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="docs-search-listbox" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="go"><button type="button" class="docs-search-close">Esc</button></div><div class="docs-search-scope" role="group" hidden></div><div class="docs-search-status" role="status" aria-live="polite" aria-atomic="true"></div><div class="docs-search-results" id="docs-search-listbox" role="listbox" hidden></div><div class="docs-search-footer" aria-hidden="true"></div>`;
  // The texts are the site's (its translations): set as text and attributes, never as HTML.
  const input = dialog.querySelector('input')!;
  input.setAttribute('aria-label', text.label);
  input.placeholder = text.label;
  dialog.querySelector('.docs-search-close')!.setAttribute('aria-label', text.close);
  dialog.querySelector('.docs-search-scope')!.setAttribute('aria-label', text.scope);
  dialog.querySelector('[role="listbox"]')!.setAttribute('aria-label', text.results);
  dialog.querySelector('.docs-search-footer')!.textContent = text.keyboardHints;
  doc.body.append(dialog);
  return {
    dialog,
    input: dialog.querySelector('input')!,
    status: dialog.querySelector('[role="status"]')!,
    listbox: dialog.querySelector('[role="listbox"]')!,
    scope: dialog.querySelector('.docs-search-scope')!,
  };
}

let parts: DialogParts | null = null;
let returnFocus: HTMLElement | null = null;

/** Opens the dialog; focus goes back to what had it when the dialog closes. */
export function openSearchDialog(doc: Document, query = ''): void {
  addStyles(doc);
  if (!parts) {
    const text = pageSearchStrings(doc);
    parts = wireDialog(doc, createDialog(doc, text), text);
  }
  if (parts.dialog.open) return;
  returnFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  parts.dialog.showModal();
  if (query) parts.input.value = query;
  parts.input.select();
  parts.input.dispatchEvent(new Event('input'));
}

function wireDialog(doc: Document, ui: DialogParts, text: SearchStrings): DialogParts {
  const { dialog, input, status, listbox, scope: scopeGroup } = ui;
  const storage = localStorageOrNull();
  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let scope: Scope = 'product';
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setActive = (next: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = options.length === 0 ? -1 : (next + options.length) % options.length;
    const option = options[active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const show = (next: HTMLAnchorElement[]) => {
    options = next;
    active = -1;
    listbox.hidden = options.length === 0;
    input.setAttribute('aria-expanded', String(options.length > 0));
    setActive(0);
  };

  /** With nothing typed: the reader's recent searches, which fill the input when chosen. */
  const showRecent = () => {
    const recent = recentSearches(storage);
    const group = doc.createElement('div');
    group.className = 'docs-search-group';
    group.setAttribute('role', 'group');
    group.setAttribute('aria-labelledby', 'docs-search-recent');
    group.innerHTML = '<div class="docs-search-page" id="docs-search-recent" role="presentation"></div>';
    group.firstElementChild!.textContent = text.recent;
    const items = recent.map((query, i) => {
      const option = doc.createElement('a');
      option.className = 'docs-search-option';
      option.id = `docs-search-option-${i}`;
      option.href = `/search?q=${encodeURIComponent(query)}`;
      option.dataset.query = query;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.tabIndex = -1;
      option.textContent = query;
      return option;
    });
    group.append(...items);
    listbox.replaceChildren(...(items.length ? [group] : []));
    status.textContent = items.length === 0 ? '' : items.length === 1 ? text.recentCountOne : fillText(text.recentCount, { count: items.length });
    show(items);
  };

  const search = async () => {
    const query = input.value.trim();
    const current = ++run;
    if (query === '') return showRecent();
    let client: SearchIndexClient;
    let results: SearchResults;
    try {
      client = await indexOf(doc);
      results = await client.search(query, scope);
    } catch {
      if (current !== run) return;
      status.textContent = text.notAvailable;
      listbox.replaceChildren();
      return show([]);
    }
    if (current !== run) return;
    const where = scope === 'product' ? client.productName : null;
    renderScope(client);
    show(renderOptions(listbox, results, where === null));
    status.textContent = countText(results, query, where, text);
  };

  /** "<Product> | All products": the page's product first, all of them on demand. */
  const renderScope = (client: SearchIndexClient) => {
    if (!client.productName || scopeGroup.childElementCount > 0) return;
    scopeGroup.hidden = false;
    for (const [value, label] of [['product', client.productName], ['all', text.allProducts]] as const) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.dataset.scope = value;
      button.textContent = label;
      button.setAttribute('aria-pressed', String(scope === value));
      scopeGroup.append(button);
    }
  };
  scopeGroup.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-scope]');
    if (!button) return;
    scope = button.dataset.scope === 'all' ? 'all' : 'product';
    for (const other of scopeGroup.querySelectorAll('button')) other.setAttribute('aria-pressed', String(other === button));
    input.focus();
    void search();
  });

  const choose = (option: HTMLAnchorElement) => {
    if (option.dataset.query !== undefined) {
      input.value = option.dataset.query;
      void search();
      return;
    }
    rememberSearch(storage, input.value);
    dialog.close();
    location.assign(option.href);
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(), input.value.trim() === '' ? 0 : TYPING_PAUSE_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      choose(options[active]!);
    }
  });
  listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLAnchorElement>('[role="option"]');
    if (!option || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    choose(option);
  });
  dialog.querySelector('.docs-search-close')!.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog element itself, outside its box) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    returnFocus?.focus();
    returnFocus = null;
  });
  return ui;
}

/**
 * The /search page: its form works without JavaScript (it reloads the page with `?q=`); with
 * it, the query in the address is searched, and results follow the typing.
 */
export function mountSearchPage(doc: Document, form: HTMLFormElement): void {
  addStyles(doc);
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const results = doc.querySelector<HTMLElement>('[data-search-results]');
  const status = doc.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !results || !status) return;
  const text = pageSearchStrings(doc);
  let run = 0;
  const search = async () => {
    const query = input.value.trim();
    const current = ++run;
    const address = new URL(location.href);
    if (query) address.searchParams.set('q', query);
    else address.searchParams.delete('q');
    history.replaceState(history.state, '', address);
    if (!query) {
      results.replaceChildren();
      status.textContent = '';
      return;
    }
    try {
      const found = await (await indexOf(doc)).search(query, 'all');
      if (current !== run) return;
      renderList(results, found);
      status.textContent = countText(found, query, null, text);
    } catch {
      if (current === run) status.textContent = text.notAvailable;
    }
  };
  input.value = new URLSearchParams(location.search).get('q') ?? '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    rememberSearch(localStorageOrNull(), input.value);
    void search();
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(), TYPING_PAUSE_MS);
  });
  void search();
}
