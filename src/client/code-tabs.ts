import { readStored, writeStored } from './preferences';

/**
 * Code tabs (`<codeblock storageKey>`): the server renders a tab list and one panel per tab,
 * the first shown. This switches panels on click and with the arrow keys (the ARIA tabs
 * pattern), and remembers the chosen tab per storage key in localStorage (the key as it is
 * written, as the original site does): every group of the page with that key switches
 * together, and the next page, or another tab of the browser, opens on it.
 */
export function setupCodeTabs(doc: Document): void {
  const groups = () => [...doc.querySelectorAll<HTMLElement>('[data-code-tabs]')];
  const tabsOf = (group: Element) => [...group.querySelectorAll<HTMLElement>('[role="tab"]')];

  /** Shows `name` in a group; false when the group has no such tab. */
  const show = (group: HTMLElement, name: string | null): boolean => {
    const tabs = tabsOf(group);
    if (!tabs.some((tab) => tab.dataset.tab === name)) return false;
    for (const tab of tabs) {
      const selected = tab.dataset.tab === name;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = doc.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    return true;
  };
  const showStored = (key: string, name: string | null) => {
    for (const group of groups()) if (group.dataset.storageKey === key) show(group, name);
  };

  const select = (tab: HTMLElement, focus: boolean) => {
    const group = tab.closest<HTMLElement>('[data-code-tabs]');
    const name = tab.dataset.tab ?? null;
    if (!group || !show(group, name)) return;
    if (focus) tab.focus();
    const key = group.dataset.storageKey;
    if (key && name) {
      writeStored(key, name);
      showStored(key, name);
    }
    group.dispatchEvent(new CustomEvent('docs:tab-change', { bubbles: true, detail: { tab: name, storageKey: key } }));
  };

  for (const key of new Set(groups().map((group) => group.dataset.storageKey ?? ''))) {
    if (key) showStored(key, readStored(key));
  }
  window.addEventListener('storage', (event) => {
    if (event.key) showStored(event.key, event.newValue);
  });

  doc.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[data-code-tabs] [role="tab"]');
    if (tab) select(tab, false);
  });
  doc.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[data-code-tabs] [role="tab"]');
    if (!tab) return;
    const list = tab.closest('[role="tablist"]') ?? tab;
    const tabs = tabsOf(list);
    const index = tabs.indexOf(tab);
    // The arrow pointing along the reading direction goes to the next tab.
    const step = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    const next = { ArrowRight: index + step, ArrowLeft: index - step, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]!, true);
  });
}
