/** A navigation entry as written in a product's navigation file (SPEC section 3). */
export interface NavEntryInput {
  pathname: string;
  title?: string | false;
  subheader?: string;
  children?: NavEntryInput[];
  plan?: 'community' | 'pro' | 'premium';
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  deprecated?: boolean;
  icon?: string;
  /** Attributes of its link; upstream's `sx` (a style object for its own link component) is read and left out. */
  linkProps?: Record<string, unknown>;
  inSideNav?: boolean;
  ordered?: boolean;
}

/** A navigation entry with its title resolved and its defaults filled. Plain data: templates read it. */
export interface NavItem {
  pathname: string;
  /** Line of the entry in its navigation file, for messages. */
  line: number | null;
  /** Resolved title; null when the entry asked for none (`title: false`). */
  title: string | null;
  /** Label of a subheader group, already resolved to its title. */
  subheader: string | null;
  /** Where a click leads: the page itself, or for a parent its first child's page. */
  href: string;
  children: NavItem[];
  plan: 'community' | 'pro' | 'premium';
  newFeature: boolean;
  planned: boolean;
  unstable: boolean;
  beta: boolean;
  legacy: boolean;
  deprecated: boolean;
  icon: string | null;
  linkProps: Record<string, string>;
  inSideNav: boolean;
  ordered: boolean;
}

/** A product's navigation tree, ready for pages to look themselves up in. */
export interface NavTree {
  /** The product the tree belongs to; `null` for the site-wide side-nav links. */
  productId: string | null;
  /** The file it was read from, relative to the project, for messages. */
  file: string | null;
  items: NavItem[];
}

/** A link to a neighbouring page. */
export interface PageLink {
  pathname: string;
  title: string;
}

/** What a page learns about itself from its product's navigation. */
export interface PageNavState {
  /** Pathname of the active entry, or null when the page is not in the navigation. */
  activePathname: string | null;
  /** Titles and paths of the active entry's parents, outermost first (breadcrumbs). */
  parents: PageLink[];
  prev: PageLink | null;
  next: PageLink | null;
}

export interface Navigation {
  /** One tree per product that has a navigation file, keyed by product id. */
  trees: Record<string, NavTree>;
  /** The default side-nav links shown under every product's tree (versions, store, blog). */
  sideNavLinks: NavItem[];
  /**
   * Entries docs-site added itself whose title is an interface string, by pathname: the
   * "Component API" section (`api-docs.componentsApi`). Each page shows it in its language.
   */
  titleKeys?: Record<string, string>;
}

export interface IndexedItem {
  item: NavItem;
  parents: NavItem[];
}

/**
 * Everything a page needs from its product's navigation, computed once per tree so that each
 * page looks itself up instead of walking the tree again.
 */
export interface NavIndex {
  byPath: Map<string, IndexedItem>;
  /** The reading order for previous / next links. */
  order: NavItem[];
  /** Position of each entry in `order`. */
  orderIndex: Map<NavItem, number>;
}
