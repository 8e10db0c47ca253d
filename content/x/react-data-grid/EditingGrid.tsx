import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { people, type Person } from 'docs/data/people';

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 160, editable: true },
];

export default function EditingGrid() {
  const [rows, setRows] = React.useState<Person[]>(people.slice(0, 4));

  // Where an app would save the row; the grid shows the row this returns.
  const processRowUpdate = (updated: Person) => {
    setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  };

  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Team members with editable roles" processRowUpdate={processRowUpdate} hideFooter />
    </div>
  );
}
