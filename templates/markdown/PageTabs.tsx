import { styled } from '@mui/material/styles';
import type { PageTabsProps } from '../../src/node/model/templates-api';
import { blueDark, HEADER_HEIGHT } from '../theme';
import { useT } from '../strings';

const Bar = styled('nav')(({ theme }) => ({
  // Below the app bar while the reader scrolls, as upstream's tabs are.
  position: 'sticky',
  top: HEADER_HEIGHT,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  margin: '16px 0 24px',
  padding: '8px 0',
  backgroundColor: theme.vars!.palette.background.default,
  borderBottom: `1px solid ${theme.vars!.palette.divider}`,
}));

const Tab = styled('a')(({ theme }) => ({
  // Doubled: over the markdown body's link styles.
  '&&': {
    position: 'relative',
    padding: '4px 8px',
    border: '1px solid transparent',
    borderRadius: 8,
    fontSize: theme.typography.pxToRem(14),
    fontWeight: 600,
    color: theme.vars!.palette.text.secondary,
    textDecoration: 'none',
  },
  '&&:hover': { backgroundColor: theme.vars!.palette.grey[50], borderColor: theme.vars!.palette.divider, color: theme.vars!.palette.text.primary },
  '&&[aria-current="page"]': { color: theme.vars!.palette.primary.main },
  // The current tab is underlined on the bar's border.
  '&[aria-current="page"]::after': { content: '""', position: 'absolute', insetInline: 0, bottom: -9, height: 2, backgroundColor: theme.vars!.palette.primary.light },
  ...theme.applyStyles('dark', {
    '&&:hover': { backgroundColor: blueDark[700] },
    '&&[aria-current="page"]': { color: theme.vars!.palette.primary[300] },
  }),
}));

/** The tabs of a page with API tabs (`docs-page-tabs`): links to its Demos page and its API tabs, the current one marked. */
export function PageTabs({ tabs }: PageTabsProps) {
  const t = useT();
  return (
    <Bar className="MuiPageTabs" aria-label={t('pageTabs')}>
      {tabs.map((tab) => (
        <Tab key={tab.key} href={tab.href} data-page-tab={tab.key} aria-current={tab.current ? 'page' : undefined}>
          {tab.label}
        </Tab>
      ))}
    </Bar>
  );
}
