import { styled } from '@mui/material/styles';
import type { PageView } from '../../src/node/model/page-view';
import { navTitle, t } from '../strings';

const List = styled('ol')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  listStyle: 'none',
  margin: '0 0 8px',
  padding: 0,
  ...theme.typography.body2,
  fontWeight: 600,
  color: theme.vars!.palette.primary[700],
  '& li + li::before': { content: '"›"', marginInlineEnd: 6, color: theme.vars!.palette.grey[600] },
  ...theme.applyStyles('dark', { color: theme.vars!.palette.primary[300] }),
}));

/**
 * Where the page sits in its product's navigation: the titles of its parents, outermost first.
 * They are section names, not pages, so they are text rather than links; in the page's
 * language, as the navigation shows them.
 */
export function Breadcrumbs({ view }: { view: PageView }) {
  const parents = view.navState.parents;
  if (parents.length === 0) return null;
  return (
    <nav aria-label={t(view, 'breadcrumbs')}>
      <List>
        {parents.map((parent) => (
          <li key={parent.pathname}>{navTitle(view, parent.pathname, parent.title)}</li>
        ))}
      </List>
    </nav>
  );
}
