import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { people, type Person } from 'docs/data/people';

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, hideable: false },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'joined', headerName: 'Joined', type: 'number', width: 100, valueFormatter: (value: number) => String(value) },
];

export default function ColumnsGrid() {
  return (
    <div style={{ height: 470, width: '100%' }}>
      <DataGrid
        rows={people}
        columns={columns}
        label="Team members with chosen columns"
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { joined: false } } }}
        hideFooter
      />
    </div>
  );
}
