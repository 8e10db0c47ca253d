import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { people } from 'docs/data/people';

type Aggregate = 'sum' | 'avg' | 'max';

const aggregates: Record<Aggregate, (values: number[]) => number> = {
  sum: (values) => values.reduce((total, value) => total + value, 0),
  avg: (values) => Math.round(values.reduce((total, value) => total + value, 0) / values.length),
  max: (values) => Math.max(...values),
};

export default function AggregationGrid() {
  const [aggregate, setAggregate] = React.useState<Aggregate>('sum');
  const total = aggregates[aggregate](people.map((person) => person.commits));

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={aggregate} onChange={(_, value: Aggregate | null) => value && setAggregate(value)} aria-label="Aggregation">
        <ToggleButton value="sum">Sum</ToggleButton>
        <ToggleButton value="avg">Average</ToggleButton>
        <ToggleButton value="max">Maximum</ToggleButton>
      </ToggleButtonGroup>
      <Table size="small" aria-label="Commits with an aggregated footer">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Commits</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id}>
              <TableCell>{person.name}</TableCell>
              <TableCell align="right">{person.commits}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>{aggregate}</TableCell>
            <TableCell align="right" data-testid="aggregate">
              {total}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
