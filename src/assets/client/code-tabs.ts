/**
 * Code tabs (`<codeblock>`): the server renders a tab list and one panel per tab, the first
 * shown. This switches panels on click and with the arrow keys, following the ARIA tabs
 * pattern. Remembering the chosen tab per storage key is left to the widgets that persist
 * preferences.
 */
export function setupCodeTabs(doc: Document): void {
  const select = (tab: HTMLElement, focus: boolean) => {
    const root = tab.closest<HTMLElement>('[data-code-tabs]');
    if (!root) return;
    for (const other of root.querySelectorAll<HTMLElement>('[role="tab"]')) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = doc.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
    root.dispatchEvent(new CustomEvent('docs:tab-change', { bubbles: true, detail: { tab: tab.dataset.tab, storageKey: root.dataset.storageKey } }));
  };
  doc.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[data-code-tabs] [role="tab"]');
    if (tab) select(tab, false);
  });
  doc.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[data-code-tabs] [role="tab"]');
    if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length];
    if (next) {
      event.preventDefault();
      select(next, true);
    }
  });
}
