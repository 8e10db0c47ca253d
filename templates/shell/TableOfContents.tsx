import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import type { TocItem } from '../../src/node/page/markdown/compile';
import type { PageView } from '../../src/node/model/page-view';
import { PlanBadge } from './PlanBadge';
import { HEADER_HEIGHT, TOC_WIDTH } from '../theme';
import { t } from '../strings';

const Column = styled('nav')(({ theme }) => ({
  display: 'none',
  flexShrink: 0,
  width: TOC_WIDTH,
  [theme.breakpoints.up('md')]: { display: 'block' },
}));

const Sticky = styled('div')({
  position: 'sticky',
  top: HEADER_HEIGHT,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
  overflowY: 'auto',
  padding: '32px 16px 24px 8px',
});

const Heading = styled('h2')(({ theme }) => ({
  ...theme.typography.body2,
  margin: '0 0 8px',
  paddingInlineStart: 8,
  fontWeight: 700,
  color: theme.vars!.palette.text.primary,
}));

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, '& ul': { paddingInlineStart: 12 } });

/** A link per heading: its styles are in the site-wide stylesheet (see `MarkdownBody`). */
export const tocLinkStyles = (theme: Theme): CSSObject => ({
  '.MuiToc-link': {
    ...theme.typography.body2,
    display: 'block',
    padding: '4px 8px',
    borderLeft: '1px solid transparent',
    color: theme.vars!.palette.text.secondary,
    textDecoration: 'none',
    '&:hover': { color: theme.vars!.palette.text.primary, borderLeftColor: theme.vars!.palette.grey[400] },
    // The section being read (the client's scroll-spy marks it).
    '&[aria-current]': { color: theme.vars!.palette.primary[700], borderLeftColor: theme.vars!.palette.primary[500], fontWeight: 600 },
    ...theme.applyStyles('dark', { '&[aria-current]': { color: theme.vars!.palette.primary[300], borderLeftColor: theme.vars!.palette.primary[400] } }),
    '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: -2, borderRadius: 6 },
  },
});

function Items({ items }: { items: TocItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <a className="MuiToc-link" href={`#${item.id}`}>
            {item.text}
            {item.plan && <PlanBadge plan={item.plan} />}
          </a>
          {item.children.length > 0 && <Items items={item.children} />}
        </li>
      ))}
    </List>
  );
}

/**
 * The page's table of contents (h2 with their h3), from md up. The always-on script marks
 * the link of the section being read with `aria-current="location"`. A page without one keeps the
 * empty column, so that every page's content column has the same width.
 */
export function TableOfContents({ view }: { view: PageView }) {
  if (view.toc.length === 0) return <Column as="div" data-toc="" />;
  return (
    <Column aria-labelledby="toc-heading" data-toc="">
      <Sticky>
        <Heading id="toc-heading">{t(view, 'toc')}</Heading>
        <Items items={view.toc} />
      </Sticky>
    </Column>
  );
}
