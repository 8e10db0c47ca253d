import type { ApiTabKind } from '../model/api-source';
import { frontmatterList } from './check-page-meta';

/** Each API tab with the frontmatter key that lists what it shows. */
export const TABS: readonly { kind: ApiTabKind; key: 'components' | 'hooks' }[] = [
  { kind: 'components-api', key: 'components' },
  { kind: 'hooks-api', key: 'hooks' },
];

/** Whether a page's frontmatter lists components or hooks, whose API tabs show its header (when its product has them). */
export const listsApi = (frontmatter: Readonly<Record<string, unknown>>): boolean => TABS.some(({ key }) => frontmatterList(frontmatter[key]).length > 0);
