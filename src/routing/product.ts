import { locatePath } from './paths';

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
 * wins over every other rule.
 */
export function detectProduct(pathname: string, languages: readonly string[] = []): ProductLocation {
  // The rules look at "/<folder>/<rest>", so a product's own home page (`/joy-ui`) counts too.
  const path = `${locatePath(pathname, languages).canonicalAsServer.replace(/\/+$/, '')}/`;
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

  return { productId, productCategoryId };
}
