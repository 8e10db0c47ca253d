/** An ad record of the network's JSON endpoint (SPEC 3); only `statlink` is sure to be there. */
export interface NetworkAd {
  statlink: string;
  statimp?: string;
  image?: string;
  company?: string;
  description?: string;
  /** Tracking pixel URLs joined by `||`, each possibly holding `[timestamp]`. */
  pixel?: string;
  timestamp?: string | number;
}

/** Requests to the JSON endpoint before giving up (SPEC 9). */
export const MAX_AD_FETCHES = 10;

/** The first ad of a response worth showing: not an empty object, and with a statlink (SPEC 5). */
export function pickAd(data: unknown): NetworkAd | null {
  const ads = typeof data === 'object' && data !== null ? (data as { ads?: unknown }).ads : undefined;
  if (!Array.isArray(ads)) return null;
  const found = ads.find((item) => typeof item === 'object' && item !== null && Object.keys(item).length > 0 && Boolean((item as NetworkAd).statlink));
  return (found as NetworkAd | undefined) ?? null;
}

/**
 * The network's current ad. A response without a usable ad (an error status, a body that is
 * not JSON, an empty list) is asked again, up to `MAX_AD_FETCHES` requests in all; a request
 * that fails outright (an ad blocker refused it) ends the search. Never throws: no ad is null.
 */
export async function fetchNetworkAd(url: string, fetchImpl: typeof fetch): Promise<NetworkAd | null> {
  for (let attempt = 1; attempt <= MAX_AD_FETCHES; attempt += 1) {
    let response: Response;
    try {
      response = await fetchImpl(url);
    } catch {
      return null;
    }
    if (!response.ok) continue;
    try {
      const ad = pickAd(await response.json());
      if (ad) return ad;
    } catch {
      // Not JSON: ask again.
    }
  }
  return null;
}

/** The impression and pixel URLs to request when the ad shows, `[timestamp]` filled in. */
export function trackingPixels(ad: NetworkAd): string[] {
  const timestamp = String(ad.timestamp ?? '');
  const pixels = ad.pixel ? ad.pixel.split('||') : [];
  return [ad.statimp, ...pixels].filter((url): url is string => Boolean(url)).map((url) => url.replace('[timestamp]', timestamp));
}
