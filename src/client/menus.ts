/**
 * Keyboard use of the popover menus (`[data-menu]`: the product switcher and the version
 * menu). The browser opens and closes them (Esc and a click outside close them and give the
 * focus back to their button); this moves the focus into an opened menu, onto its current
 * item, lets the arrow keys, Home and End move between items, and closes the menu when Tab
 * leaves it, as a menu does.
 */
export function setupMenus(doc: Document): void {
  const items = (menu: Element) => [...menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];

  // `toggle` does not bubble: listen while it is captured on its way down.
  doc.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target as HTMLElement;
      if (!menu.matches?.('[data-menu]') || (event as ToggleEvent).newState !== 'open') return;
      (menu.querySelector<HTMLElement>('[aria-current]') ?? items(menu)[0])?.focus();
    },
    true,
  );

  doc.addEventListener('keydown', (event) => {
    const menu = (event.target as Element | null)?.closest<HTMLElement>('[data-menu]');
    if (!menu) return;
    if (event.key === 'Tab') {
      menu.hidePopover();
      return;
    }
    const list = items(menu);
    const index = list.indexOf(doc.activeElement as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (next === undefined || list.length === 0) return;
    event.preventDefault();
    list[(next + list.length) % list.length]!.focus();
  });
}
