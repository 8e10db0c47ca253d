import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import type { CalloutProps } from '../../src/node/model/templates-api';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

// A bare `:::` callout has no icon, as upstream's (which renders no icon for an unnamed severity).
const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon, neutral: null };
const COLORS = { info: 'primary', success: 'success', warning: 'warning', error: 'error', neutral: 'grey' } as const;

/** Its styles, in the site-wide stylesheet (see `MarkdownBody`). */
export const calloutStyles = (theme: Theme): CSSObject => ({
  '.MuiCallout-root': {
    display: 'flex',
    gap: theme.spacing(1.5),
    margin: theme.spacing(2.5, 0),
    padding: theme.spacing(1.5, 2),
    borderRadius: theme.shape.borderRadius,
    border: '1px solid',
    '& .MuiCallout-icon': { flexShrink: 0, fontSize: '1.25rem', marginTop: 2 },
    '& .MuiCallout-content': { minWidth: 0, flex: 1, '& > :first-of-type': { marginTop: 0 }, '& > :last-child': { marginBottom: 0 } },
    // On the tinted background, the body's link blue (600) is under 4.5:1 (4.28:1 on info's).
    '& a': { color: theme.vars!.palette.primary[700] },
    '[data-mui-color-scheme="dark"] & a': { color: theme.vars!.palette.primary[300] },
    ...Object.fromEntries(
      Object.entries(COLORS).map(([severity, color]) => {
        const main = color === 'grey' ? theme.palette.grey[600] : theme.palette[color].main;
        return [
          `&.MuiCallout-${severity}`,
          {
            backgroundColor: alpha(main, 0.06),
            borderColor: alpha(main, 0.3),
            '& .MuiCallout-icon': { color: main },
            '[data-mui-color-scheme="dark"] &': { backgroundColor: alpha(main, 0.12), borderColor: alpha(main, 0.4) },
          },
        ];
      }),
    ),
  },
});

/** `:::info` ... `:::`: an aside with the severity's icon and colour. */
export function Callout({ severity = 'neutral', children }: CalloutProps) {
  const Icon = ICONS[severity];
  return (
    // A note, not a landmark: a page's callouts would be many complementary landmarks, unnamed or alike.
    <aside className={`MuiCallout-root MuiCallout-${severity}`} role="note">
      {Icon && <Icon className="MuiCallout-icon" />}
      <div className="MuiCallout-content">{children}</div>
    </aside>
  );
}
