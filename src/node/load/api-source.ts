import type { ApiDescriptions, ApiJson } from './api-schema';

/**
 * What an API page is made of, as read and validated: plain data, so it travels to a render
 * thread with its page. The HTML strings in it are still the author's: the render stage
 * sanitises them.
 */
export interface ApiPageSource {
  productId: string;
  /** The file name without `.json`: the last segment of the route (`button-group`). */
  slug: string;
  json: ApiJson;
  descriptions: ApiDescriptions | null;
  /** The descriptions' file, relative to the project (for messages); null when there is none. */
  descriptionsFile: string | null;
  /** Lines in the JSON file of the keys whose HTML holds links (`demos`, `inheritance`), for the link check. */
  lines: Record<string, number>;
}
