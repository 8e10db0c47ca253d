/**
 * The ad slot's markup protocol: what the templates render on the server (`docs-ad`) and the
 * browser's ad code (`src/client/ads/`) reads and fills. Attribute names only, so the
 * slot's look stays the templates' own.
 *
 * ```html
 * <div data-ad-slot data-ad-script=".." data-ad-json=".." data-ad-backers=".." data-ad-network="Carbon"
 *      data-ad-ratio="0.1" data-ad-placement="body-top"
 *      data-ga-event-category="ad" data-ga-event-action="click">
 *   <template data-ad-display>  one ad: a[data-ad-link] img[data-ad-image] [data-ad-description] [data-ad-poweredby]
 *   <template data-ad-in-house="templates"> ... (one per in-house ad, rendered in full)
 *   <template data-ad-adblock>  the "please support us" message
 * </div>
 * ```
 */
export const AD_ATTRIBUTES = {
  slot: 'data-ad-slot',
  /** On the slot: `image` or `inline`, set by the browser once it has picked the session's shape. */
  shape: 'data-ad-shape',
  /** On the slot: what it shows now (`unknown`, `network`, `in-house`, `adblock`, `none`). */
  state: 'data-ad-state',
  script: 'data-ad-script',
  json: 'data-ad-json',
  backers: 'data-ad-backers',
  network: 'data-ad-network',
  ratio: 'data-ad-ratio',
  placement: 'data-ad-placement',
  display: 'data-ad-display',
  inHouse: 'data-ad-in-house',
  adblock: 'data-ad-adblock',
  link: 'data-ad-link',
  image: 'data-ad-image',
  description: 'data-ad-description',
  poweredBy: 'data-ad-poweredby',
} as const;

/** Where the slot sits on the page, as event labels name it (`carbon-body-top-image`). */
export const AD_PLACEMENT = 'body-top';
