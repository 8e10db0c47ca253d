import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { people, type Person } from 'docs/data/people';

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'commits', headerName: 'Commits', type: 'number', width: 120 },
];

export default function BasicGrid() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={people}
        columns={columns}
        label="Team members"
        initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
        hideFooter
      />
    </div>
  );
}
