import { styled } from '@mui/material/styles';
import type { PageView } from '../../src/node/model/page-view';
import { CloseIcon } from './icons';
import { DRAWER_ID } from './ids';
import { ProductSwitcher, VersionMenu } from './Menus';
import { openBranch } from './nav-branch';
import { NavTree } from './NavTree';
import { t } from '../strings';

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 8,
  padding: '12px 12px 12px 16px',
  borderBottom: `1px solid ${theme.vars!.palette.divider}`,
}));

const CloseButton = styled('button')(({ theme }) => ({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 34,
  height: 34,
  border: `1px solid ${theme.vars!.palette.grey[200]}`,
  borderRadius: 10,
  background: 'none',
  color: theme.vars!.palette.text.secondary,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  '& svg': { fontSize: '1.25rem' },
  [theme.breakpoints.up('lg')]: { display: 'none' },
  ...theme.applyStyles('dark', { borderColor: '#2F3A46' }),
}));

const Body = styled('div')({ padding: '8px 8px 24px' });

const Separator = styled('hr')(({ theme }) => ({ margin: '12px 8px', border: 0, borderTop: `1px solid ${theme.vars!.palette.divider}` }));

/**
 * The inside of the navigation drawer: product switcher and version menu (the app bar shows the
 * product's logo, once), the product's tree, then the site-wide links. The same for every page of a product, language and
 * direction (and, in a big tree, section: see `openBranch`), so it is a shared part; the
 * layout places it in the drawer element.
 */
export function AppDrawerContent({ view }: { view: PageView }) {
  const branch = openBranch(view);
  return (
    <>
      <Header>
        <ProductSwitcher view={view} />
        <VersionMenu view={view} />
        <CloseButton type="button" popoverTarget={DRAWER_ID} popoverTargetAction="hide" aria-label={t(view, 'appFrame.closeDrawer')}>
          <CloseIcon />
        </CloseButton>
      </Header>
      <Body>
        <NavTree items={view.nav.items} view={view} open={branch && new Set(branch)} />
        {view.nav.sideNavLinks.length > 0 && (
          <>
            <Separator />
            <NavTree items={view.nav.sideNavLinks} view={view} />
          </>
        )}
      </Body>
    </>
  );
}
