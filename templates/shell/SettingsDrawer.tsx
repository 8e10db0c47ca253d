import { styled } from '@mui/material/styles';
import { blueDark } from '../theme';
import { IconButton } from './IconButton';
import { SETTINGS_ID } from './ids';
import { CloseIcon } from './icons';

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
  '& [data-settings-slot]': { minHeight: 40 },
}));

/**
 * The settings drawer: opened by the app bar's settings button, closed by Esc, a click
 * outside or its close button (popover API, no script). Its mode and direction toggle groups
 * are client widgets, mounted into the two slots by the widgets bundle.
 */
export function SettingsDrawer() {
  return (
    <Panel id={SETTINGS_ID} popover="auto" role="dialog" aria-labelledby="settings-drawer-title">
      <Title>
        <h2 id="settings-drawer-title">Settings</h2>
        <IconButton type="button" popoverTarget={SETTINGS_ID} popoverTargetAction="hide" aria-label="Close settings">
          <CloseIcon />
        </IconButton>
      </Title>
      <Section aria-labelledby="settings-mode">
        <h3 id="settings-mode">Mode</h3>
        <div data-settings-slot="mode" />
      </Section>
      <Section aria-labelledby="settings-direction">
        <h3 id="settings-direction">Direction</h3>
        <div data-settings-slot="direction" />
      </Section>
    </Panel>
  );
}
