import { styled } from '@mui/material/styles';
import type { NavItem } from '../../src/node/model/nav';
import type { FooterProps } from '../../src/node/theme/theme-overrides';
import { blueDark, grey } from '../theme';
import { ArrowBackIcon, ArrowForwardIcon, EditIcon } from './icons';
import { localHref } from './links';
import { navTitle, t } from '../strings';
import { PageFeedback } from './PageFeedback';

const Footer = styled('footer')(({ theme }) => ({
  marginTop: 48,
  paddingTop: 24,
  paddingBottom: 32,
  borderTop: `1px solid ${theme.vars!.palette.divider}`,
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
}));

const Neighbours = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

const Neighbour = styled('a')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '12px 16px',
  border: `1px solid ${grey[200]}`,
  borderRadius: 12,
  color: theme.vars!.palette.text.primary,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.vars!.palette.primary[300], backgroundColor: theme.vars!.palette.primary[50] },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  '&[rel="next"]': { gridColumn: '-2', textAlign: 'end', alignItems: 'flex-end' },
  '& .neighbour-label': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    ...theme.typography.caption,
    fontWeight: 600,
    color: theme.vars!.palette.text.secondary,
  },
  '& .neighbour-label svg': { fontSize: '0.875rem' },
  // Arrows point the reading direction's way.
  '[dir="rtl"] & .neighbour-label svg': { transform: 'scaleX(-1)' },
  '& .neighbour-title': { fontWeight: 600, color: theme.vars!.palette.primary[700] },
  ...theme.applyStyles('dark', {
    borderColor: blueDark[600],
    '&:hover': { borderColor: theme.vars!.palette.primary[700], backgroundColor: blueDark[800] },
    '& .neighbour-title': { color: theme.vars!.palette.primary[300] },
  }),
}));

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  ...theme.typography.body2,
  color: theme.vars!.palette.text.secondary,
}));

const TextLink = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  color: theme.vars!.palette.primary[700],
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: 4,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  '& svg': { fontSize: '1rem' },
  ...theme.applyStyles('dark', { color: theme.vars!.palette.primary[300] }),
}));

const LinkList = styled('ul')({ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', margin: 0, padding: 0 });

/** Site-wide links for the footer (blog, store...): the side-nav links that lead off the product's pages. */
const footerLinks = (links: readonly NavItem[]) => links.filter((link) => link.title !== null && link.children.length === 0 && link.inSideNav);

/**
 * The foot of a page (REFERENCE 3 and 12): page feedback, previous / next in reading order,
 * "Edit this page" on the source repository, and the site's links (blog, store).
 */
export function PageFooter({ view }: FooterProps) {
  const { prev, next } = view.navState;
  const links = footerLinks(view.nav.sideNavLinks);
  return (
    <Footer>
      <PageFeedback view={view} />
      {(prev || next) && (
        <Neighbours>
          {prev && (
            <Neighbour href={localHref(prev.pathname, view)} rel="prev">
              <span className="neighbour-label">
                <ArrowBackIcon />
                {t(view, 'footer.previous')}
              </span>
              <span className="neighbour-title">{navTitle(view, prev.pathname, prev.title)}</span>
            </Neighbour>
          )}
          {next && (
            <Neighbour href={localHref(next.pathname, view)} rel="next">
              <span className="neighbour-label">
                {t(view, 'footer.next')}
                <ArrowForwardIcon />
              </span>
              <span className="neighbour-title">{navTitle(view, next.pathname, next.title)}</span>
            </Neighbour>
          )}
        </Neighbours>
      )}
      <Row>
        {view.page.editUrl ? (
          <TextLink href={view.page.editUrl}>
            <EditIcon />
            {t(view, 'footer.editPage')}
          </TextLink>
        ) : (
          <span />
        )}
        {links.length > 0 && (
          <nav aria-label={t(view, 'footer.siteLinks')}>
            <LinkList>
              {links.map((link) => (
                <li key={link.pathname}>
                  <TextLink href={localHref(link.pathname, view)}>
                    {link.title}
                  </TextLink>
                </li>
              ))}
            </LinkList>
          </nav>
        )}
      </Row>
    </Footer>
  );
}
