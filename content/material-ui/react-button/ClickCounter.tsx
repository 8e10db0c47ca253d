import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ClickCounterProps {
  /** The count the demo starts from. */
  initialCount?: number;
}

export default function ClickCounter({ initialCount = 0 }: ClickCounterProps) {
  const [count, setCount] = React.useState<number>(initialCount);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setCount((value: number) => value + 1)}>
        Add one
      </Button>
      <Typography aria-live="polite">
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </Typography>
    </Stack>
  );
}
