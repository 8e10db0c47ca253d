import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { PageView } from '../../src/node/model/page-view';
import { blueDark, DRAWER_WIDTH, HEADER_HEIGHT } from '../theme';
import { AdProvider, adConfigFor } from '../ads/AdProvider';
import { ConsentBanner } from './ConsentBanner';
import { PageTheme } from './Globals';
import { DRAWER_ID, MAIN_ID, NAV_FRAGMENT_ATTRIBUTE } from './ids';
import { applyNavState } from './nav-state';
import { PageFooter } from './PageFooter';
import { TableOfContents } from './TableOfContents';
import { StringsProvider, t } from '../strings';
import { LanguageMenu } from './LanguageMenu';

const SkipLink = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: 8,
  insetInlineStart: 8,
  zIndex: theme.zIndex.tooltip,
  padding: '8px 16px',
  borderRadius: 8,
  backgroundColor: theme.vars!.palette.primary[700],
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `2px solid ${theme.vars!.palette.primary[300]}`, outlineOffset: 2 },
}));

const Header = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  height: HEADER_HEIGHT,
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  borderBottom: `1px solid ${theme.vars!.palette.divider}`,
  backgroundColor: 'rgba(255, 255, 255, 0.8)',
  backdropFilter: 'blur(8px)',
  ...theme.applyStyles('dark', { backgroundColor: 'rgba(16, 20, 24, 0.8)' }),
}));

const HeaderBar = styled('div')({ flex: 1, minWidth: 0, height: '100%' });

const Frame = styled('div')({ display: 'flex', flex: 1, alignItems: 'flex-start' });

/*
 * The drawer is one element for every width. Below lg it is a popover: the menu button opens
 * it into the top layer, Esc, a click outside or the close button close it, focus moves into
 * it after the button, all done by the browser with no script. From lg the same element is
 * shown in the page as a permanent column: a closed popover is hidden by the browser's own
 * style sheet, which these rules override.
 */
const Drawer = styled('nav')(({ theme }) => ({
  position: 'fixed',
  // Physical sides and a translateX, written for left-to-right: the page's CSS carries their
  // flipped copies for right-to-left (src/node/page/direction-css.ts).
  top: 0,
  bottom: 0,
  left: 0,
  right: 'auto',
  width: DRAWER_WIDTH,
  maxWidth: 'calc(100vw - 32px)',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  borderRight: `1px solid ${theme.vars!.palette.divider}`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: '#fff',
  color: theme.vars!.palette.text.primary,
  boxShadow: '0 0 32px rgba(11, 13, 14, 0.2)',
  transition: `transform ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}, overlay ${theme.transitions.duration.enteringScreen}ms allow-discrete, display ${theme.transitions.duration.enteringScreen}ms allow-discrete`,
  transform: 'translateX(-100%)',
  '&:popover-open': { transform: 'none' },
  '@starting-style': { '&:popover-open': { transform: 'translateX(-100%)' } },
  '&::backdrop': { backgroundColor: 'rgba(11, 13, 14, 0.5)' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  [theme.breakpoints.up('lg')]: {
    display: 'block',
    position: 'sticky',
    top: HEADER_HEIGHT,
    bottom: 'auto',
    flexShrink: 0,
    height: `calc(100vh - ${HEADER_HEIGHT}px)`,
    maxWidth: 'none',
    boxShadow: 'none',
    transform: 'none',
    transition: 'none',
  },
  ...theme.applyStyles('dark', { backgroundColor: blueDark[900] }),
}));

const Page = styled('div')({ display: 'flex', flex: 1, minWidth: 0 });

const ContentColumn = styled('div')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  paddingInline: 16,
  [theme.breakpoints.up('sm')]: { paddingInline: 32 },
  [theme.breakpoints.up('lg')]: { paddingInline: 48 },
}));

const Measure = styled('div')({ maxWidth: '105ch', marginInline: 'auto' });

const Main = styled('main')({ paddingTop: 32, outline: 'none' });

/** Whether a page shows the product's navigation drawer. */
export const hasDrawer = (view: PageView): boolean => (view.page.layout === 'docs' || view.page.layout === 'api') && view.nav.items.length > 0;

interface SiteFrameProps {
  view: PageView;
  parts: Readonly<Record<string, string>>;
  fragments: Readonly<Record<string, string>>;
  /** Show the table of contents column. */
  toc: boolean;
  children: ReactNode;
}

/**
 * Every page's chrome: skip link, app bar, navigation drawer (when the page has one), the
 * content column with its footer, the table of contents column, and the settings drawer.
 * The app bar, drawer and settings drawer arrive as shared parts (rendered once); the page
 * marks its place in the drawer and renders only what is its own.
 */
export function SiteFrame({ view, parts, fragments, toc, children }: SiteFrameProps) {
  const drawer = hasDrawer(view) && parts.drawer !== undefined;
  return (
    <StringsProvider strings={view.strings}>
      <PageTheme dir={view.page.dir}>
        <SkipLink href={`#${MAIN_ID}`}>{t(view, 'appFrame.skipToContent')}</SkipLink>
        <Header>
          {/* The shared app bar, then the page's own language menu: its links lead to this page in each language. */}
          <HeaderBar dangerouslySetInnerHTML={{ __html: parts.header ?? '' }} />
          <LanguageMenu view={view} />
        </Header>
        <Frame>
          {drawer && (
            <Drawer
              id={DRAWER_ID}
              popover="auto"
              aria-label={t(view, 'appFrame.mainNavigation')}
              {...(fragments.navTree && { [NAV_FRAGMENT_ATTRIBUTE]: fragments.navTree })}
              dangerouslySetInnerHTML={{ __html: applyNavState(parts.drawer!, view.navState) }}
            />
          )}
          <Page>
            <ContentColumn>
              <Measure>
                <Main id={MAIN_ID} tabIndex={-1}>
                  <AdProvider config={adConfigFor(view)}>{children}</AdProvider>
                </Main>
                <PageFooter view={view} />
              </Measure>
            </ContentColumn>
            {toc && <TableOfContents view={view} />}
          </Page>
        </Frame>
        <div dangerouslySetInnerHTML={{ __html: parts.settings ?? '' }} style={{ display: 'contents' }} />
        {view.site.analytics?.requireConsent && <ConsentBanner />}
      </PageTheme>
    </StringsProvider>
  );
}
