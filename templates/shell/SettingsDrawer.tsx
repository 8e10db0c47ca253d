import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { blueDark, grey } from '../theme';
import { IconButton } from './IconButton';
import { SETTINGS_ID } from './ids';
import { CloseIcon, DarkModeIcon, LeftToRightIcon, LightModeIcon, RightToLeftIcon, SystemModeIcon } from './icons';
import type { PageView } from '../../src/node/model/page-view';
import { t } from '../strings';

const Panel = styled('div')(({ theme }) => ({
  // A popover sits in the top layer; this places it as a drawer on the end edge.
  position: 'fixed',
  top: 0,
  bottom: 0,
  right: 0,
  left: 'auto',
  width: 'min(360px, 100vw)',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  borderLeft: `1px solid ${theme.vars!.palette.divider}`,
  backgroundColor: '#fff',
  color: theme.vars!.palette.text.primary,
  boxShadow: '0 0 32px rgba(11, 13, 14, 0.2)',
  '&::backdrop': { backgroundColor: 'rgba(11, 13, 14, 0.4)' },
  ...theme.applyStyles('dark', { backgroundColor: blueDark[900] }),
}));

const Title = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '12px 16px',
  borderBottom: `1px solid ${theme.vars!.palette.divider}`,
  '& h2': { ...theme.typography.h6, margin: 0, fontSize: '1rem' },
}));

const Section = styled('section')(({ theme }) => ({
  padding: '16px',
  '& h3': {
    ...theme.typography.caption,
    margin: '0 0 8px',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: theme.vars!.palette.text.secondary,
  },
}));

const Group = styled('div')(({ theme }) => ({
  display: 'flex',
  '& button': {
    ...theme.typography.body2,
    flex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 6,
    minHeight: 40,
    padding: '6px 8px',
    border: `1px solid ${grey[200]}`,
    background: 'none',
    color: theme.vars!.palette.text.secondary,
    fontWeight: 600,
    cursor: 'pointer',
    '& + button': { marginLeft: -1 },
    '&:first-of-type': { borderRadius: '10px 0 0 10px' },
    '&:last-of-type': { borderRadius: '0 10px 10px 0' },
    '&:hover': { backgroundColor: theme.vars!.palette.action.hover },
    '&:focus-visible': { position: 'relative', outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 1 },
    '&[aria-pressed="true"]': {
      position: 'relative',
      borderColor: theme.vars!.palette.primary[200],
      backgroundColor: theme.vars!.palette.primary[50],
      color: theme.vars!.palette.primary[700],
    },
    '& svg': { fontSize: '1.125rem' },
  },
  ...theme.applyStyles('dark', {
    '& button': {
      borderColor: blueDark[600],
      '&[aria-pressed="true"]': { borderColor: theme.vars!.palette.primary[700], backgroundColor: 'rgba(0, 89, 178, 0.2)', color: theme.vars!.palette.primary[200] },
    },
  }),
}));

/**
 * One choice of a toggle group: `attribute` (`data-color-mode-value`, ...) names it for the
 * client widget that applies it and marks the pressed one.
 */
function Choice({ attribute, value, icon, children }: { attribute: `data-${string}`; value: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <button type="button" aria-pressed="false" {...{ [attribute]: value }}>
      {icon}
      {children}
    </button>
  );
}

/**
 * The settings drawer: opened by the app bar's settings button, closed by Esc, a click
 * outside or its close button (popover API, no script). Its toggle groups, colour mode
 * (light / system / dark), direction (left-to-right / right-to-left) and, on a site that asks
 * for consent, analytics (allowed / not allowed), are plain buttons: the always-on script
 * applies the choice, remembers it and marks the pressed button.
 */
export function SettingsDrawer({ view, askConsent = false }: { view: Pick<PageView, 'strings'>; askConsent?: boolean }) {
  return (
    <Panel id={SETTINGS_ID} popover="auto" role="dialog" aria-labelledby="settings-drawer-title">
      <Title>
        <h2 id="settings-drawer-title">{t(view, 'settings.settings')}</h2>
        <IconButton type="button" popoverTarget={SETTINGS_ID} popoverTargetAction="hide" aria-label={t(view, 'settings.close')}>
          <CloseIcon />
        </IconButton>
      </Title>
      <Section aria-labelledby="settings-mode">
        <h3 id="settings-mode">{t(view, 'settings.mode')}</h3>
        <Group role="group" aria-labelledby="settings-mode">
          <Choice attribute="data-color-mode-value" value="light" icon={<LightModeIcon />}>
            {t(view, 'settings.light')}
          </Choice>
          <Choice attribute="data-color-mode-value" value="system" icon={<SystemModeIcon />}>
            {t(view, 'settings.system')}
          </Choice>
          <Choice attribute="data-color-mode-value" value="dark" icon={<DarkModeIcon />}>
            {t(view, 'settings.dark')}
          </Choice>
        </Group>
      </Section>
      <Section aria-labelledby="settings-direction">
        <h3 id="settings-direction">{t(view, 'settings.direction')}</h3>
        <Group role="group" aria-labelledby="settings-direction">
          <Choice attribute="data-direction-value" value="ltr" icon={<LeftToRightIcon />}>
            {t(view, 'settings.ltr')}
          </Choice>
          <Choice attribute="data-direction-value" value="rtl" icon={<RightToLeftIcon />}>
            {t(view, 'settings.rtl')}
          </Choice>
        </Group>
      </Section>
      {askConsent && (
        <Section aria-labelledby="settings-analytics">
          <h3 id="settings-analytics">Analytics</h3>
          {/* The consent banner's attribute: these buttons give the same answers. */}
          <Group role="group" aria-labelledby="settings-analytics">
            <Choice attribute="data-analytics-consent" value="granted">
              Allowed
            </Choice>
            <Choice attribute="data-analytics-consent" value="denied">
              Not allowed
            </Choice>
          </Group>
        </Section>
      )}
    </Panel>
  );
}
