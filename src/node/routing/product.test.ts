import { describe, expect, it } from 'vitest';
import { detectProduct } from './product';

describe('detectProduct', () => {
  it.each([
    ['/material-ui/react-button/', 'material-ui', 'core'],
    ['/material-ui/react-button', 'material-ui', 'core'],
    ['/joy-ui/getting-started/installation', 'joy-ui', 'core'],
    ['/joy-ui', 'joy-ui', 'core'],
    ['/base-ui/react-menu/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/x/react-data-grid/editing/', 'x-data-grid', 'x'],
    ['/x/react-date-pickers', 'x-date-pickers', 'x'],
    ['/x/api/data-grid/data-grid/', 'null', 'x'],
    ['/x/introduction/', 'null', 'x'],
    ['/docs/contributing/', 'docs', 'null'],
    ['/versions/', 'docs', 'null'],
    ['/production-error/', 'docs', 'null'],
    ['/experiments/docs/callouts/', 'docs-infra', 'null'],
    ['/experiments/other/', 'null', 'null'],
    ['/zh/material-ui/react-button/', 'material-ui', 'core'],
    ['/material-ui/react-button#basic', 'material-ui', 'core'],
    ['/', 'null', 'null'],
    ['/blog/some-post/', 'null', 'null'],
  ])('%s -> %s / %s', (path, productId, productCategoryId) => {
    expect(detectProduct(path)).toEqual({ productId, productCategoryId });
  });

  it.each([
    ['/guide/intro', 'guide', 'null'],
    ['/guide', 'guide', 'null'],
    ['/zh/guide/intro', 'guide', 'null'],
    ['/blog/some-post/', 'null', 'null'],
    // MUI's own rules come first: a configured product id does not take their folders over.
    ['/docs/contributing/', 'docs', 'null'],
    ['/x/introduction/', 'null', 'x'],
  ])("%s -> %s / %s when the site's products are guide, docs and x", (path, productId, productCategoryId) => {
    expect(detectProduct(path, ['zh'], ['guide', 'docs', 'x'])).toEqual({ productId, productCategoryId });
  });
});
