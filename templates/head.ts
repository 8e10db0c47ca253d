import type { PageView } from '../src/node/model/page-view';
import type { HeadTag } from '../src/node/model/templates-api';
import { fontHeadTags } from './fonts';
import { blue, blueDark } from './theme';

/**
 * Tags every page's head carries: the fonts and the browser's theme colour for each scheme
 * (REFERENCE 5). `data-color-scheme` lets the pre-paint script point the browser at the
 * reader's chosen scheme rather than the operating system's.
 */
export function head(_view: PageView): HeadTag[] {
  return [
    ...fontHeadTags,
    { tag: 'meta', attributes: { name: 'theme-color', content: blue[600], media: '(prefers-color-scheme: light)', 'data-color-scheme': 'light' } },
    { tag: 'meta', attributes: { name: 'theme-color', content: blueDark[900], media: '(prefers-color-scheme: dark)', 'data-color-scheme': 'dark' } },
  ];
}
