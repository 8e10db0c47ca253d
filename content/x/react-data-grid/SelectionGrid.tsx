import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { people } from 'docs/data/people';

export default function SelectionGrid() {
  const [selected, setSelected] = React.useState<number[]>([]);
  const allSelected = selected.length === people.length;

  const toggle = (id: number) => {
    setSelected((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));
  };

  return (
    <div style={{ width: '100%' }}>
      <Table size="small" aria-label="Selectable team members">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={() => setSelected(allSelected ? [] : people.map((person) => person.id))}
                slotProps={{ input: { 'aria-label': 'Select all rows' } }}
              />
            </TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Role</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id} hover selected={selected.includes(person.id)} onClick={() => toggle(person.id)}>
              <TableCell padding="checkbox">
                <Checkbox checked={selected.includes(person.id)} slotProps={{ input: { 'aria-label': `Select ${person.name}` } }} />
              </TableCell>
              <TableCell>{person.name}</TableCell>
              <TableCell>{person.role}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {selected.length} of {people.length} rows selected
      </Typography>
    </div>
  );
}
