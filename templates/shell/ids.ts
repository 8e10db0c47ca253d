/** Ids the shell's buttons point their popovers at (`popovertarget`); one of each per page. */
export const DRAWER_ID = 'app-drawer';
export const SETTINGS_ID = 'settings-drawer';
export const MAIN_ID = 'main-content';
