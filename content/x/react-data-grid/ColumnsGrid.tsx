import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { people, type Person } from 'docs/data/people';

type Field = Exclude<keyof Person, 'id'>;

const columns: { field: Field; headerName: string }[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'team', headerName: 'Team' },
  { field: 'role', headerName: 'Role' },
  { field: 'joined', headerName: 'Joined' },
];

export default function ColumnsGrid() {
  const [visible, setVisible] = React.useState<Field[]>(['name', 'team', 'role']);
  const shown = columns.filter((column) => visible.includes(column.field));

  return (
    <div style={{ width: '100%' }}>
      <FormGroup row aria-label="Visible columns">
        {columns.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName}
            control={
              <Checkbox
                checked={visible.includes(column.field)}
                onChange={(event) =>
                  setVisible((current) => (event.target.checked ? [...current, column.field] : current.filter((field) => field !== column.field)))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Table size="small" aria-label="Team members with chosen columns">
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell key={column.field}>{column.headerName}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id}>
              {shown.map((column) => (
                <TableCell key={column.field}>{person[column.field]}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
