import { locatePath } from './paths';
import { trimEnd } from '../util/trim';

/**
 * Unset values are written as the string `null` (not the value) so that they survive
 * serialisation into meta tags and analytics events unchanged.
 */
export const NO_PRODUCT = 'null';

export interface ProductLocation {
  productId: string;
  productCategoryId: string;
}

const CORE_FOLDERS = ['material-ui', 'joy-ui', 'base-ui', 'system'];
const DOCS_FOLDERS = ['docs', 'versions', 'production-error'];

/**
 * Which product a page belongs to, from its path (language prefix and hash are ignored).
 * The first folder decides; any path under `/experiments/docs/` belongs to docs-infra, which
 * wins over every other rule. A folder that no rule knows but that is the id of one of the
 * site's products (`productIds`, from its config) is that product: another team's site,
 * `/guide/intro` of a product `guide`, gets its drawer as MUI's products do.
 */
export function detectProduct(pathname: string, languages: readonly string[] = [], productIds: readonly string[] = []): ProductLocation {
  // The rules look at "/<folder>/<rest>", so a product's own home page (`/joy-ui`) counts too.
  const path = `${trimEnd(locatePath(pathname, languages).canonicalAsServer, '/')}/`;
  const firstFolder = /^\/+([^/]+)\//.exec(path)?.[1] ?? '';
  let productId = NO_PRODUCT;
  let productCategoryId = NO_PRODUCT;

  if (CORE_FOLDERS.includes(firstFolder)) {
    productId = firstFolder;
    productCategoryId = 'core';
  }
  if (firstFolder === 'x') {
    productCategoryId = 'x';
    const component = /^\/+x\/react-([^/]+)\//.exec(path)?.[1];
    if (component) productId = `x-${component}`;
  }
  if (DOCS_FOLDERS.includes(firstFolder)) productId = 'docs';
  if (path.startsWith('/experiments/docs/')) productId = 'docs-infra';
  if (productId === NO_PRODUCT && productCategoryId === NO_PRODUCT && productIds.includes(firstFolder)) productId = firstFolder;

  return { productId, productCategoryId };
}
