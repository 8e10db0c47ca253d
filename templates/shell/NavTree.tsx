import { styled, type Theme } from '@mui/material/styles';
import type { NavItem } from '../../src/node/model/nav';
import type { PageView } from '../../src/node/model/page-view';
import { ExpandMoreIcon, navIconFor, PremiumPlanIcon, ProPlanIcon } from './icons';
import { localHref } from './links';
import { NAV_GROUP_ATTRIBUTE, NAV_LINK_ATTRIBUTE } from './nav-state';
import { navTitle } from '../strings';
import { perTheme } from '../per-theme';

/*
 * The product's navigation tree, rendered once per product and language with every section
 * closed and no link active (the page marks its own place: nav-state.ts). Collapsible sections
 * are <details>, so they open and close without JavaScript and are keyboard-operable as they are.
 */

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const NestedList = styled(List)(perTheme(({ theme }) => ({
  marginInlineStart: 17,
  paddingInlineStart: 6,
  borderLeft: `1px solid ${theme.vars!.palette.divider}`,
})));

const Subheader = styled('div')(({ theme }) => ({
  ...theme.typography.caption,
  display: 'block',
  margin: '12px 0 4px',
  padding: '0 10px',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: theme.vars!.palette.text.secondary,
}));

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 30,
  padding: '4px 10px',
  borderRadius: 8,
  fontSize: '0.875rem',
  lineHeight: 1.4,
  textDecoration: 'none',
} as const;

const summaryStyles = ({ theme }: { theme: Theme }) => ({
  ...itemStyles,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: 500,
  color: theme.vars!.palette.text.primary,
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { backgroundColor: theme.vars!.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: -2 },
  '& .nav-chevron': {
    marginInlineStart: 'auto',
    fontSize: '1.125rem',
    color: theme.vars!.palette.grey[600],
    transform: 'rotate(-90deg)',
    transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
  },
  'details[open] > &': { '& .nav-chevron': { transform: 'none' } },
  '[dir="rtl"] & .nav-chevron': { transform: 'rotate(90deg)' },
  '[dir="rtl"] details[open] > & .nav-chevron': { transform: 'none' },
  ...theme.applyStyles('dark', { '& .nav-chevron': { color: theme.vars!.palette.grey[500] } }),
});

const Summary = styled('summary')(perTheme(summaryStyles));

/** Top-level sections read as headings of the tree. */
const TopSummary = styled(Summary)({ fontWeight: 700, marginTop: 4 });


const NavLink = styled('a')(perTheme(({ theme }) => ({
  ...itemStyles,
  color: theme.vars!.palette.text.secondary,
  '&:hover': { backgroundColor: theme.vars!.palette.action.hover, color: theme.vars!.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: -2 },
  '&[aria-current="page"]': {
    color: theme.vars!.palette.primary[700],
    backgroundColor: theme.vars!.palette.primary[50],
    fontWeight: 600,
  },
  '& .nav-icon': { fontSize: '1.125rem', color: theme.vars!.palette.primary.main },
  ...theme.applyStyles('dark', {
    '&[aria-current="page"]': { color: theme.vars!.palette.primary[200], backgroundColor: 'rgba(0, 89, 178, 0.25)' },
    '& .nav-icon': { color: theme.vars!.palette.primary[300] },
  }),
})));

const Title = styled('span')({ minWidth: 0, overflowWrap: 'anywhere' });

/** A small uppercase marker after an entry's title (REFERENCE 3). */
const Chip = styled('span')(({ theme }) => ({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  height: 18,
  padding: '0 5px',
  borderRadius: 6,
  fontSize: '0.625rem',
  fontWeight: 700,
  lineHeight: 1,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  border: '1px solid',
  '&[data-tone="success"]': { color: 'hsl(144, 72%, 21%)', backgroundColor: 'hsl(144, 72%, 95%)', borderColor: 'hsl(144, 72%, 77%)' },
  '&[data-tone="info"]': { color: theme.vars!.palette.primary[800], backgroundColor: theme.vars!.palette.primary[50], borderColor: theme.vars!.palette.primary[100] },
  '&[data-tone="neutral"]': { color: theme.vars!.palette.grey[800], backgroundColor: theme.vars!.palette.grey[50], borderColor: theme.vars!.palette.grey[200] },
  '&[data-tone="warning"]': { color: theme.vars!.palette.warning[900], backgroundColor: theme.vars!.palette.warning[50], borderColor: theme.vars!.palette.warning[200] },
  '&[data-tone="error"]': { color: theme.vars!.palette.error[800], backgroundColor: theme.vars!.palette.error[50], borderColor: theme.vars!.palette.error[200] },
  ...theme.applyStyles('dark', {
    '&[data-tone="success"]': { color: 'hsl(144, 72%, 87%)', backgroundColor: 'hsla(144, 72%, 21%, 0.5)', borderColor: 'hsl(144, 72%, 32%)' },
    '&[data-tone="info"]': { color: theme.vars!.palette.primary[100], backgroundColor: 'rgba(0, 58, 117, 0.5)', borderColor: theme.vars!.palette.primary[800] },
    '&[data-tone="neutral"]': { color: theme.vars!.palette.grey[200], backgroundColor: 'rgba(48, 55, 64, 0.5)', borderColor: theme.vars!.palette.grey[700] },
    '&[data-tone="warning"]': { color: theme.vars!.palette.warning[100], backgroundColor: 'rgba(90, 54, 0, 0.5)', borderColor: theme.vars!.palette.warning[800] },
    '&[data-tone="error"]': { color: theme.vars!.palette.error[100], backgroundColor: 'rgba(87, 0, 7, 0.5)', borderColor: theme.vars!.palette.error[800] },
  }),
}));

const PlanMark = styled('span')(({ theme }) => ({
  flexShrink: 0,
  display: 'inline-flex',
  '& svg': { fontSize: '1rem' },
  '&[data-plan="pro"]': { color: theme.vars!.palette.primary[600] },
  '&[data-plan="premium"]': { color: theme.vars!.palette.warning[700] },
  ...theme.applyStyles('dark', {
    '&[data-plan="pro"]': { color: theme.vars!.palette.primary[300] },
    '&[data-plan="premium"]': { color: theme.vars!.palette.warning[400] },
  }),
}));

/** The markers of an entry, in the original's order. */
export function navChips(item: NavItem): { label: string; tone: 'success' | 'info' | 'neutral' | 'warning' | 'error' }[] {
  const chips: ReturnType<typeof navChips> = [];
  if (item.legacy) chips.push({ label: 'Legacy', tone: 'warning' });
  if (item.newFeature) chips.push({ label: 'New', tone: 'success' });
  if (item.planned) chips.push({ label: 'Planned', tone: 'neutral' });
  if (item.unstable) chips.push({ label: 'Preview', tone: 'info' });
  if (item.beta) chips.push({ label: 'Beta', tone: 'info' });
  if (item.deprecated) chips.push({ label: 'Deprecated', tone: 'error' });
  return chips;
}

function Marks({ item }: { item: NavItem }) {
  return (
    <>
      {item.plan === 'pro' && (
        <PlanMark data-plan="pro" role="img" aria-label="Pro plan" title="Pro plan">
          <ProPlanIcon />
        </PlanMark>
      )}
      {item.plan === 'premium' && (
        <PlanMark data-plan="premium" role="img" aria-label="Premium plan" title="Premium plan">
          <PremiumPlanIcon />
        </PlanMark>
      )}
      {navChips(item).map((chip) => (
        <Chip key={chip.label} data-tone={chip.tone}>
          {chip.label}
        </Chip>
      ))}
    </>
  );
}

function Leaf({ item, view }: { item: NavItem; view: PageView }) {
  const Icon = navIconFor(item.icon);
  return (
    <li>
      <NavLink href={localHref(item.pathname, view)} {...{ [NAV_LINK_ATTRIBUTE]: item.pathname }} {...item.linkProps}>
        {Icon && <Icon className="nav-icon" />}
        <Title>{navTitle(view, item.pathname, item.title)}</Title>
        <Marks item={item} />
      </NavLink>
    </li>
  );
}

interface NavTreeProps {
  items: NavItem[];
  view: PageView;
  depth?: number;
  /**
   * The sections to render with their entries (see `openBranch`); the others become links to
   * their first page. Absent, every section is rendered with its entries.
   */
  open?: ReadonlySet<string> | null;
}

/** The attribute of a section left out of the page's tree; its value is the section's pathname. */
export const NAV_SECTION_ATTRIBUTE = 'data-nav-section';

/** One level of the tree. Subheaders label their children without adding depth. */
export function NavTree({ items, view, depth = 0, open = null }: NavTreeProps) {
  const ListAtDepth = depth === 0 ? List : NestedList;
  return (
    <ListAtDepth>
      {items
        .filter((item) => item.inSideNav)
        .map((item, index) => {
          const key = `${item.pathname}#${index}`;
          if (item.subheader) {
            return (
              <li key={key}>
                <Subheader>{item.subheader}</Subheader>
                {item.children.length > 0 && <NavTree items={item.children} view={view} depth={depth} open={open} />}
              </li>
            );
          }
          if (item.children.length > 0) {
            if (item.title === null) {
              return (
                <li key={key}>
                  <NavTree items={item.children} view={view} depth={depth} open={open} />
                </li>
              );
            }
            const Icon = navIconFor(item.icon);
            const SummaryAtDepth = depth === 0 ? TopSummary : Summary;
            if (open && !open.has(item.pathname)) {
              // A section of a big tree off the page's branch: it looks like a closed section
              // (the summary's own class, so it adds no CSS) and links to the section's first
              // page. With JavaScript, the page swaps in the section from the shared fragment
              // of the whole tree instead (client `nav-sections.ts`).
              return (
                <li key={key}>
                  <SummaryAtDepth as="a" aria-expanded="false" {...{ href: localHref(item.href, view), [NAV_SECTION_ATTRIBUTE]: item.pathname }}>
                    {Icon && <Icon className="nav-icon" />}
                    <Title>{navTitle(view, item.pathname, item.title)}</Title>
                    <Marks item={item} />
                    <ExpandMoreIcon className="nav-chevron" />
                  </SummaryAtDepth>
                </li>
              );
            }
            return (
              <li key={key}>
                <details {...{ [NAV_GROUP_ATTRIBUTE]: item.pathname }}>
                  <SummaryAtDepth>
                    {Icon && <Icon className="nav-icon" />}
                    <Title>{navTitle(view, item.pathname, item.title)}</Title>
                    <Marks item={item} />
                    <ExpandMoreIcon className="nav-chevron" />
                  </SummaryAtDepth>
                  <NavTree items={item.children} view={view} depth={depth + 1} open={open} />
                </details>
              </li>
            );
          }
          if (item.title === null) return null;
          return <Leaf key={key} item={item} view={view} />;
        })}
    </ListAtDepth>
  );
}
