import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

type Direction = 'row' | 'column';

export default function DirectionStack() {
  const [direction, setDirection] = React.useState<Direction>('row');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setDirection(direction === 'row' ? 'column' : 'row')}>
        Direction: {direction}
      </Button>
      <Stack direction={direction} spacing={2}>
        {['One', 'Two', 'Three'].map((label) => (
          <Paper key={label} variant="outlined" sx={{ px: 2, py: 1 }}>
            {label}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
