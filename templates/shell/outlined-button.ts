import type { Theme } from '@mui/material/styles';

/** A small outlined button (or link shown as one), as the page's actions and its feedback block use. */
export const outlinedButton = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  border: `1px solid ${theme.vars!.palette.divider}`,
  borderRadius: 8,
  background: 'none',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { color: theme.vars!.palette.text.primary, borderColor: theme.vars!.palette.grey[400] },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 1 },
});
