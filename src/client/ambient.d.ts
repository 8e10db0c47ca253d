declare module 'docs-site:island-wrapper' {
  import type { ComponentType } from 'react';
  import type { IslandWrapperProps } from '../shared/island-tree';
  export const IslandWrapper: ComponentType<IslandWrapperProps> | undefined;
}

/** Whether the site has an ad network / analytics (set by the bundler): without, their widgets are left out. */
declare const DOCS_SITE_ADS: boolean;
declare const DOCS_SITE_ANALYTICS: boolean;

/** The site's MUI X license key (set by the bundler; only `mui-x-license-key.ts` reads it, when the config has one). */
declare const DOCS_SITE_MUI_X_LICENSE_KEY: string;

/** Sets the site's license keys, or nothing (resolved by the bundler, see src/node/bundle/bundle-client.ts). */
declare module 'docs-site:license-keys' {}

interface Window {
  /** The queue gtag.js reads; defined by the analytics widget, only when analytics run. */
  dataLayer?: unknown[];
  /** The global tag function; defined only when analytics run (see analytics/gtag.ts). */
  gtag?: (...args: unknown[]) => void;
  /**
   * A test seam: when a page script defines it, the ad and analytics code take their random
   * numbers from it (by purpose, see random.ts) instead of `Math.random()`.
   */
  docsSiteRandom?: (purpose: string) => number;
}

interface Navigator {
  /** Global Privacy Control (not in TypeScript's DOM types yet). */
  readonly globalPrivacyControl?: boolean;
}
