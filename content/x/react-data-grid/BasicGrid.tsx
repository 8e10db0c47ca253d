import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Paper from '@mui/material/Paper';
import { people, type Person } from 'docs/data/people';

type SortField = 'name' | 'team' | 'commits';

const columns: { field: SortField; headerName: string; numeric?: boolean }[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'team', headerName: 'Team' },
  { field: 'commits', headerName: 'Commits', numeric: true },
];

function compare(a: Person, b: Person, field: SortField): number {
  const left = a[field];
  const right = b[field];
  return typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
}

export default function BasicGrid() {
  const [sortField, setSortField] = React.useState<SortField>('name');
  const [direction, setDirection] = React.useState<'asc' | 'desc'>('asc');

  const rows = [...people].sort((a, b) => (direction === 'asc' ? 1 : -1) * compare(a, b, sortField));

  const sortBy = (field: SortField) => {
    setDirection(field === sortField && direction === 'asc' ? 'desc' : 'asc');
    setSortField(field);
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Team members">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.field} align={column.numeric ? 'right' : 'left'} sortDirection={sortField === column.field ? direction : false}>
                <TableSortLabel active={sortField === column.field} direction={sortField === column.field ? direction : 'asc'} onClick={() => sortBy(column.field)}>
                  {column.headerName}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.team}</TableCell>
              <TableCell align="right">{row.commits}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
