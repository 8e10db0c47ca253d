import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { people, type Person } from 'docs/data/people';

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 140 },
];

export default function SelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  // "Select all" may come back as every row but the excluded ones.
  const count = selection.type === 'include' ? selection.ids.size : people.length - selection.ids.size;

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 470, width: '100%' }}>
        <DataGrid
          rows={people}
          columns={columns}
          label="Selectable team members"
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooterPagination
        />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {count} of {people.length} rows selected
      </Typography>
    </div>
  );
}
