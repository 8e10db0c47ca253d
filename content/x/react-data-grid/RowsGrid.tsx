import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { people, type Person } from 'docs/data/people';

export default function RowsGrid() {
  const [rows, setRows] = React.useState<Person[]>(people);
  const [page, setPage] = React.useState(0);
  const rowsPerPage = 5;

  const addRow = () => {
    const id = rows.length + 1;
    setRows([...rows, { id, name: `New member ${id}`, team: 'Core', role: 'Engineer', commits: 0, joined: 2025 }]);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={addRow}>
          Add a row
        </Button>
        <Button size="small" onClick={() => setRows(rows.slice(0, -1))} disabled={rows.length === 0}>
          Remove the last row
        </Button>
      </Stack>
      <Table size="small" aria-label="Paginated team members">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Name</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage).map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.id}</TableCell>
              <TableCell>{row.name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows.length}
        page={Math.min(page, Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1))}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[rowsPerPage]}
        onPageChange={(_, next) => setPage(next)}
      />
    </Stack>
  );
}
