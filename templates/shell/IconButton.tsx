import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { blueDark, grey } from '../theme';

/** The shell's square icon buttons and icon links; their accessible name is their `aria-label`. */
const iconButtonStyles = ({ theme }: { theme: Theme }): CSSObject => ({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 34,
  height: 34,
  padding: 0,
  border: `1px solid ${grey[200]}`,
  borderRadius: 10,
  backgroundColor: 'transparent',
  color: theme.vars!.palette.primary[700],
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: grey[50], borderColor: grey[300] },
  '&:focus-visible': { outline: `2px solid ${theme.vars!.palette.primary.main}`, outlineOffset: 2 },
  '& svg': { fontSize: '1.25rem' },
  ...theme.applyStyles('dark', {
    borderColor: blueDark[600],
    color: theme.vars!.palette.primary[300],
    '&:hover': { backgroundColor: blueDark[700], borderColor: blueDark[500] },
  }),
});

export const IconButton = styled('button')(iconButtonStyles);
export const IconLink = styled('a')(iconButtonStyles);
