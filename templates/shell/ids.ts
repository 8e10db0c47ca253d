/** Ids the shell's buttons point their popovers at (`popovertarget`); one of each per page. */
export const DRAWER_ID = 'app-drawer';
export const SETTINGS_ID = 'settings-drawer';
export const MAIN_ID = 'main-content';
/**
 * On the drawer of a big tree: the URL of the whole tree's fragment, which the always-on
 * client script (`src/client/nav-sections.ts`) fetches when a reader opens a section
 * the page left out (`data-nav-section` links, see NavTree).
 */
export const NAV_FRAGMENT_ATTRIBUTE = 'data-nav-fragment';
