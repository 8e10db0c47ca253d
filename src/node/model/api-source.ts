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

/** The API tabs of a page (`api.tabs`): its components' API, and its hooks'. */
export type ApiTabKind = 'components-api' | 'hooks-api';

/**
 * What a page's API tab (`<page>/components-api`) shows: the API of each component (or hook)
 * its frontmatter lists, in that order, in the tab page's language where a translation exists.
 */
export interface ApiTabSource {
  kind: ApiTabKind;
  /** The route of the page whose tab it is (its Demos tab). */
  of: string;
  entries: ApiPageSource[];
}
