import type { PageView } from '../src/render/page-view';
import type { SharedPart } from '../src/render/templates-api';
import { AppDrawerContent } from './shell/AppDrawer';
import { AppHeaderContent } from './shell/AppHeader';
import { Globals, PageTheme } from './shell/Globals';
import { SettingsDrawer } from './shell/SettingsDrawer';
import { hasDrawer } from './shell/SiteFrame';

/** What the app bar and drawer depend on: the product (its name, logo, versions, tree) and the language (link prefixes). */
const productKey = (view: PageView) => `${view.page.productId}|${view.page.language}`;

/**
 * The shell's shared parts: rendered once per key and direction and reused by every page (the
 * renderer adds the direction to the key). Each reads only what its key covers.
 */
export const parts: Record<string, SharedPart> = {
  globals: { key: () => 'site', render: (view) => <Globals dir={view.page.dir} /> },
  header: {
    key: (view) => `${productKey(view)}|${hasDrawer(view) ? 'drawer' : 'plain'}`,
    render: (view) => (
      <PageTheme dir={view.page.dir}>
        <AppHeaderContent view={view} hasDrawer={hasDrawer(view)} />
      </PageTheme>
    ),
  },
  drawer: {
    key: (view) => (hasDrawer(view) ? productKey(view) : null),
    render: (view) => (
      <PageTheme dir={view.page.dir}>
        <AppDrawerContent view={view} />
      </PageTheme>
    ),
  },
  settings: {
    key: () => 'site',
    render: (view) => (
      <PageTheme dir={view.page.dir}>
        <SettingsDrawer />
      </PageTheme>
    ),
  },
};
