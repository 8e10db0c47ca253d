import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

// A demo written in JavaScript only: the page shows no TS/JS toggle for it.
export default function JsOnlyDemo() {
  const [picked, setPicked] = React.useState('Small');

  return (
    <Stack direction="row" spacing={1}>
      {['Small', 'Medium', 'Large'].map((size) => (
        <Chip key={size} label={size} color={picked === size ? 'primary' : 'default'} onClick={() => setPicked(size)} />
      ))}
    </Stack>
  );
}
