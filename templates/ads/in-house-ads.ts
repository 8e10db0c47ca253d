/**
 * The site's own ads, shown when the ad network is blocked or has nothing to show (REFERENCE 6).
 * Their images are files of the bundled site's `public/static/ads-in-house/`.
 */
export interface InHouseAd {
  name: 'templates' | 'themes' | 'tidelift' | 'figma';
  link: string;
  img: string;
  /** Trusted HTML: written by the site, never by a third party. */
  description: string;
}

/** Every link names its ad in `utm_campaign`, so the store can tell which one brought a reader. */
const campaign = (url: string, name: InHouseAd['name']) => `${url}?utm_source=docs&utm_medium=referral&utm_campaign=in-house-${name}`;

export const inHouseAds: readonly InHouseAd[] = [
  {
    name: 'templates',
    link: campaign('https://mui.com/store/', 'templates'),
    img: '/static/ads-in-house/templates.svg',
    description: '<b>Premium templates</b>. Dashboards, landing pages and admin panels, ready to build on.',
  },
  {
    name: 'themes',
    link: campaign('https://mui.com/store/collections/themes/', 'themes'),
    img: '/static/ads-in-house/themes.svg',
    description: '<b>Premium themes</b>. Give your app a finished look from day one with a ready-made theme.',
  },
  {
    name: 'tidelift',
    link: campaign('https://tidelift.com/subscription/pkg/npm-material-ui', 'tidelift'),
    img: '/static/ads-in-house/tidelift.svg',
    description: '<b>Support for teams</b>. Maintained, secure open source, backed by the people who write it.',
  },
  {
    name: 'figma',
    link: campaign('https://mui.com/store/items/figma-react/', 'figma'),
    img: '/static/ads-in-house/figma.svg',
    description: '<b>For Figma</b>. A design kit with every component of the libraries, kept in sync with the code.',
  },
];

/** The event label of an in-house ad. */
export const inHouseLabel = (ad: InHouseAd) => `in-house-${ad.name}`;
