import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { people, type Person } from 'docs/data/people';

type GroupField = 'team' | 'role';

export default function RowGroupingGrid() {
  const [groupBy, setGroupBy] = React.useState<GroupField>('team');

  const groups = new Map<string, Person[]>();
  for (const person of people) groups.set(person[groupBy], [...(groups.get(person[groupBy]) ?? []), person]);

  return (
    <div style={{ width: '100%' }}>
      <TextField select size="small" label="Group by" value={groupBy} onChange={(event) => setGroupBy(event.target.value as GroupField)} sx={{ mb: 2, minWidth: 160 }}>
        <MenuItem value="team">Team</MenuItem>
        <MenuItem value="role">Role</MenuItem>
      </TextField>
      <Table size="small" aria-label="Team members grouped">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Commits</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...groups].map(([group, members]) => (
            <React.Fragment key={group}>
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
                  {group} ({members.length})
                </TableCell>
              </TableRow>
              {members.map((member) => (
                <TableRow key={member.id}>
                  <TableCell sx={{ pl: 4 }}>{member.name}</TableCell>
                  <TableCell align="right">{member.commits}</TableCell>
                </TableRow>
              ))}
            </React.Fragment>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
