import { createContext, useContext, type ReactNode } from 'react';
import type { AdsView, PageView } from '../../src/node/model/page-view';

/** What the ad slot needs from the page it is on. */
export interface AdConfig {
  /** The ad network and the display sampling ratio (0.1 by default); null when the build shows no ads: the slot then renders nothing. */
  network: AdsView | null;
  /** Who in-house ads are "by": the site. */
  poweredBy: string;
  /** Where the slot sits on the page, as event labels name it. */
  placement: string;
}

/** The spec's message, to the letter: the slot was rendered outside an `AdProvider`. */
export const AD_PROVIDER_MISSING = 'Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>';

const AdConfigContext = createContext<AdConfig | null>(null);

/** Makes the page's ad config available to the ad slot the page's markdown holds. */
export function AdProvider({ config, children }: { config: AdConfig; children: ReactNode }) {
  return <AdConfigContext.Provider value={config}>{children}</AdConfigContext.Provider>;
}

/** The ad config of the page being rendered; throws when there is no `AdProvider` around. */
export function useAdConfig(): AdConfig {
  const config = useContext(AdConfigContext);
  if (!config) throw new Error(AD_PROVIDER_MISSING);
  return config;
}

/** The ad config of a page: the build's network, if any, with the site as the in-house ads' sponsor. */
export const adConfigFor = (view: PageView): AdConfig => ({ network: view.site.ads, poweredBy: view.site.title, placement: 'body-top' });
