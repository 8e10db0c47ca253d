import { styled } from '@mui/material/styles';
import { useT } from '../strings';
import { blueDark } from '../theme';

const Root = styled('div')(({ theme }) => ({
  position: 'fixed',
  insetInline: 16,
  bottom: 16,
  zIndex: theme.zIndex.snackbar,
  maxWidth: 560,
  marginInline: 'auto',
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars!.palette.divider}`,
  backgroundColor: '#fff',
  boxShadow: '0 8px 32px rgba(11, 13, 14, 0.2)',
  ...theme.typography.body2,
  '&[hidden]': { display: 'none' },
  '& p': { margin: '0 0 12px' },
  '& .ConsentBanner-actions': { display: 'flex', gap: 8, justifyContent: 'flex-end' },
  '& button': {
    ...theme.typography.button,
    font: 'inherit',
    fontWeight: 700,
    padding: '6px 14px',
    borderRadius: 8,
    cursor: 'pointer',
    border: `1px solid ${theme.vars!.palette.divider}`,
    backgroundColor: 'transparent',
    color: theme.vars!.palette.text.primary,
    '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  },
  '& button[data-analytics-consent="granted"]': { backgroundColor: theme.vars!.palette.primary[600], borderColor: 'transparent', color: '#fff' },
  ...theme.applyStyles('dark', { backgroundColor: blueDark[800] }),
}));

/**
 * Asks the reader whether analytics may run, on sites whose config requires consent. It is
 * hidden in the HTML: the browser shows it only while the reader has not answered (and never
 * without JavaScript, when no analytics run anyway). The buttons' `data-analytics-consent`
 * is the answer they give (src/shared/analytics-data.ts).
 */
export function ConsentBanner() {
  const t = useT();
  return (
    <Root data-consent-banner="" role="region" aria-label={t('consent.label')} hidden>
      <p>{t('consent.question')}</p>
      <div className="ConsentBanner-actions">
        <button type="button" data-analytics-consent="denied">
          {t('consent.deny')}
        </button>
        <button type="button" data-analytics-consent="granted">
          {t('consent.allow')}
        </button>
      </div>
    </Root>
  );
}
