import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { codeFontFamily } from '../theme';

/**
 * A table of the API page, in its scroller. On a small screen its rows are stacked, each cell
 * on a line of its own, named by its `data-label`.
 */
export function ApiTable({ children }: { children: ReactNode }) {
  return (
    <TableScroll>
      <Table className="MuiApi-stacked">{children}</Table>
    </TableScroll>
  );
}

/** A table wider than the column (a long type without a space) scrolls by itself, not the page. */
const TableScroll = styled('div')({ overflowX: 'auto', marginBottom: 16 });

const Table = styled('table')(({ theme }) => ({
  // The markdown body's tables are blocks; this one fills the column, and its scroller scrolls it.
  '&&': { display: 'table', width: '100%', tableLayout: 'auto', margin: 0 },
  '& td': { fontSize: '0.875rem' },
  '& .MuiApi-name': { fontFamily: codeFontFamily, fontWeight: 600, color: theme.vars!.palette.primary[700], whiteSpace: 'nowrap' },
  '& .MuiApi-type': { fontFamily: codeFontFamily, fontSize: '0.8125rem', color: theme.vars!.palette.text.primary },
  // Types and defaults break at their spaces only: `'secondary'` stays whole.
  '& .MuiApi-type code, & .MuiApi-default code': { whiteSpace: 'pre-wrap', wordBreak: 'normal', overflowWrap: 'normal' },
  '& .MuiApi-mark': { marginInlineStart: 4, fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.02em' },
  '& .MuiApi-required': { color: theme.vars!.palette.error[800] },
  '& .MuiApi-deprecated': { color: theme.vars!.palette.warning[900] },
  '& .MuiApi-global': { color: theme.vars!.palette.success[900] },
  '& .MuiApi-note, & .MuiApi-signature': { margin: '8px 0 0', fontSize: '0.8125rem', color: theme.vars!.palette.text.secondary },
  '& tr:target': { backgroundColor: theme.vars!.palette.primary[50] },
  '& .MuiApi-html > :last-child': { marginBottom: 0 },
  // Read by screen readers, not shown: the mark beside it says the same to the eye.
  '& .MuiApi-hidden': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  // A narrow screen shows the rows one under the other, each cell on its line, its column
  // named (`Type: bool`): three or four columns do not fit beside each other there.
  [theme.breakpoints.down('sm')]: {
    '&&.MuiApi-stacked, &.MuiApi-stacked tbody': { display: 'block' },
    '&.MuiApi-stacked thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '&.MuiApi-stacked tr': { display: 'block', padding: '12px 0', borderBottom: `1px solid ${theme.vars!.palette.divider}` },
    '&.MuiApi-stacked td': { display: 'block', padding: '2px 0', border: 0 },
    '&.MuiApi-stacked td:empty': { display: 'none' },
    '&.MuiApi-stacked td[data-label]::before': { content: 'attr(data-label) ": "', fontFamily: theme.typography.fontFamily, fontWeight: 600, fontSize: '0.8125rem', color: theme.vars!.palette.text.secondary },
  },
  ...theme.applyStyles('dark', {
    '& .MuiApi-name': { color: theme.vars!.palette.primary[300] },
    '& .MuiApi-required': { color: theme.vars!.palette.error[300] },
    '& .MuiApi-deprecated': { color: theme.vars!.palette.warning[300] },
    '& .MuiApi-global': { color: theme.vars!.palette.success[300] },
    '& tr:target': { backgroundColor: 'rgba(0, 59, 117, 0.4)' },
  }),
}));

