import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { people, type Person } from 'docs/data/people';

export default function EditingGrid() {
  const [rows, setRows] = React.useState<Person[]>(people.slice(0, 4));
  const [editing, setEditing] = React.useState<number | null>(null);

  const commit = (id: number, role: string) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, role } : row)));
    setEditing(null);
  };

  return (
    <Table size="small" aria-label="Team members with editable roles">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Role (double-click to edit)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.name}</TableCell>
            <TableCell onDoubleClick={() => setEditing(row.id)}>
              {editing === row.id ? (
                <TextField
                  size="small"
                  autoFocus
                  defaultValue={row.role}
                  slotProps={{ htmlInput: { 'aria-label': `Role of ${row.name}` } }}
                  onBlur={(event) => commit(row.id, event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') commit(row.id, (event.target as HTMLInputElement).value);
                    if (event.key === 'Escape') setEditing(null);
                  }}
                />
              ) : (
                row.role
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
