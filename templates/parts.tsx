import type { PageView } from '../src/node/model/page-view';
import type { SharedPart } from '../src/node/model/templates-api';
import { AppDrawerContent } from './shell/AppDrawer';
import { AppHeaderContent } from './shell/AppHeader';
import { Globals, PageTheme } from './shell/Globals';
import { pageElementStyles } from './page-element-styles';
import { isBigTree, openBranch } from './shell/nav-branch';
import { NavTree } from './shell/NavTree';
import { SettingsDrawer } from './shell/SettingsDrawer';
import { hasDrawer } from './shell/SiteFrame';

/** What the app bar and drawer depend on: the product (its name, logo, versions, tree) and the language (link prefixes). */
const productKey = (view: PageView) => `${view.page.productId}|${view.page.language}`;

/**
 * The shell's shared parts: rendered once per key and direction and reused by every page (the
 * renderer adds the direction to the key). Each reads only what its key covers.
 */
export const parts: Record<string, SharedPart> = {
  globals: { key: () => 'site', render: (view) => <Globals dir={view.page.dir} elementStyles={pageElementStyles} /> },
  header: {
    key: (view) => `${productKey(view)}|${hasDrawer(view) ? 'drawer' : 'plain'}`,
    render: (view) => (
      <PageTheme dir={view.page.dir}>
        <AppHeaderContent view={view} hasDrawer={hasDrawer(view)} />
      </PageTheme>
    ),
  },
  drawer: {
    // A big tree shows the page's branch only: one rendering per section.
    key: (view) => (hasDrawer(view) ? `${productKey(view)}|${openBranch(view)?.join('>') ?? 'whole'}` : null),
    render: (view) => (
      <PageTheme dir={view.page.dir}>
        <AppDrawerContent view={view} />
      </PageTheme>
    ),
  },
  /** The whole tree of a big product, fetched by its pages when a reader opens a section they leave out. */
  navTree: {
    key: (view) => (hasDrawer(view) && isBigTree(view) ? productKey(view) : null),
    output: 'file',
    render: (view) => (
      <PageTheme dir={view.page.dir}>
        <NavTree items={view.nav.items} view={view} />
      </PageTheme>
    ),
  },
  settings: {
    // Its labels are in the page's language.
    key: (view) => view.page.language,
    render: (view) => (
      <PageTheme dir={view.page.dir}>
        <SettingsDrawer view={view} askConsent={view.site.analytics?.requireConsent === true} />
      </PageTheme>
    ),
  },
};
