import { styled } from '@mui/material/styles';
import type { AppBarProps } from '../../src/node/theme/theme-overrides';
import { blueDark, grey } from '../theme';
import { GitHubIcon, MenuIcon, SearchIcon, SettingsIcon } from './icons';
import { IconButton, IconLink } from './IconButton';
import { DRAWER_ID, SETTINGS_ID } from './ids';
import { localHref } from './links';
import { t } from '../strings';

// On a phone the gaps are narrower, so that the product's name fits beside the buttons.
const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  height: '100%',
  paddingInline: 12,
  [theme.breakpoints.up('sm')]: { gap: 8, paddingInline: 16 },
}));

const MenuButton = styled(IconButton)(({ theme }) => ({ [theme.breakpoints.up('lg')]: { display: 'none' } }));

const Brand = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minWidth: 0,
  borderRadius: 8,
  color: theme.vars!.palette.text.primary,
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: '1rem',
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  '& img': { display: 'block', width: 28, height: 28, flexShrink: 0 },
  '& span': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
}));

const SearchButton = styled('a')(({ theme }) => ({
  ...theme.typography.body2,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 34,
  minWidth: 34,
  padding: '0 8px',
  border: `1px solid ${grey[200]}`,
  borderRadius: 10,
  backgroundColor: grey[50],
  color: theme.vars!.palette.text.secondary,
  cursor: 'pointer',
  '&:hover': { borderColor: grey[300] },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  '& svg': { fontSize: '1.25rem', color: theme.vars!.palette.primary[700] },
  // Small screens show the icon only; the label stays for screen readers (it is the button's name).
  '& .search-label': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  '& kbd': {
    display: 'none',
    alignItems: 'center',
    height: 22,
    padding: '0 6px',
    border: `1px solid ${grey[200]}`,
    borderRadius: 6,
    backgroundColor: '#fff',
    fontFamily: 'inherit',
    fontSize: '0.75rem',
    fontWeight: 700,
    color: theme.vars!.palette.text.secondary,
  },
  [theme.breakpoints.up('sm')]: {
    minWidth: 180,
    '& .search-label': { position: 'static', width: 'auto', height: 'auto', clipPath: 'none', marginInlineEnd: 'auto' },
    '& kbd': { display: 'inline-flex' },
  },
  // The server cannot tell a Mac; the page shows Ctrl+K until a script marks <html data-platform="mac">.
  '& .shortcut-mac': { display: 'none' },
  'html[data-platform="mac"] & .shortcut-mac': { display: 'inline' },
  'html[data-platform="mac"] & .shortcut-other': { display: 'none' },
  ...theme.applyStyles('dark', {
    borderColor: blueDark[600],
    backgroundColor: blueDark[800],
    color: grey[300],
    '& svg': { color: theme.vars!.palette.primary[300] },
    '& kbd': { borderColor: blueDark[600], backgroundColor: blueDark[900], color: grey[300] },
    '&:hover': { borderColor: blueDark[500] },
  }),
}));

/**
 * The app bar's content: menu button (below lg, when the page has a drawer), the product's
 * logo and name, the search button (when the site has search), the repository link and the settings button. The
 * same for every page of a product and language: a shared part.
 */
export function AppHeaderContent({ view, hasDrawer }: AppBarProps) {
  const product = view.product;
  const name = product?.name ?? view.site.title;
  return (
    <Bar>
      {hasDrawer && (
        <MenuButton type="button" popoverTarget={DRAWER_ID} aria-label={t(view, 'appFrame.openDrawer')}>
          <MenuIcon />
        </MenuButton>
      )}
      <Brand href={localHref(product?.home ?? '/', view)}>
        {product?.logo && <img src={product.logo} alt="" width={28} height={28} />}
        <span>{name}</span>
      </Brand>
      <span style={{ flex: 1 }} />
      {view.site.search && (
        // A link to the /search page, which works without JavaScript; the page's script opens
        // the search dialog instead.
        <SearchButton href={localHref('/search', view)} aria-keyshortcuts="Control+K Meta+K /" data-search-button="">
          <SearchIcon />
          <span className="search-label" dir="auto">{t(view, 'search.button')}</span>
          <kbd aria-hidden="true" dir="ltr">
            <span className="shortcut-mac">⌘</span>
            <span className="shortcut-other">Ctrl+</span>K
          </kbd>
        </SearchButton>
      )}
      <IconLink href={view.site.repositoryUrl} aria-label={t(view, 'appFrame.github')} title={t(view, 'appFrame.github')}>
        <GitHubIcon />
      </IconLink>
      <IconButton type="button" popoverTarget={SETTINGS_ID} aria-label={t(view, 'appFrame.toggleSettings')} title={t(view, 'appFrame.toggleSettings')}>
        <SettingsIcon />
      </IconButton>
    </Bar>
  );
}
