import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { people, type Person } from 'docs/data/people';

const columns: GridColDef<Person>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
];

export default function RowsGrid() {
  const [rows, setRows] = React.useState<Person[]>(people);

  const addRow = () => {
    const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
    // A new array: the grid compares references to find what changed.
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
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Paginated team members"
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
        />
      </div>
    </Stack>
  );
}
