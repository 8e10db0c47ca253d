/** Crawlers get no ad (REFERENCE 6): an ad is nothing to index. */
export const isBot = (userAgent: string): boolean => /bot|googlebot|crawler|spider|robot|crawling/i.test(userAgent);
