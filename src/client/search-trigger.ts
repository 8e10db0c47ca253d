/**
 * Opens search: the app bar's "Search…" link (a link to the /search page, which works without
 * JavaScript), Ctrl+K or ⌘K, and `/` when the reader is not typing. The dialog's code and the
 * index are fetched only then, so a page that is only read loads neither.
 */
type SearchModule = typeof import('./search/dialog');

/** Whether a key press goes into a field the reader is typing in. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

export function setupSearch(doc: Document): void {
  const triggers = [...doc.querySelectorAll<HTMLElement>('[data-search-button]')];
  const page = doc.querySelector<HTMLFormElement>('form[data-search-page]');
  if (triggers.length === 0 && !page) return;
  let loading: Promise<SearchModule> | null = null;
  const load = () => {
    loading ??= import('./search/dialog');
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const open = () => {
    load()
      .then((search) => search.openSearchDialog(doc))
      .catch(reportError);
  };

  for (const trigger of triggers) {
    trigger.addEventListener('click', (event) => {
      // A click that asks for a new tab or window follows the link to the /search page.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      open();
    });
  }
  doc.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing) return;
    const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
    if (!shortcut && !slash) return;
    event.preventDefault();
    open();
  });
  if (page) {
    load()
      .then((search) => search.mountSearchPage(doc, page))
      .catch(reportError);
  }
}
