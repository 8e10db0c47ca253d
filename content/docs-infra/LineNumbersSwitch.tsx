import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function LineNumbersSwitch() {
  const [shown, setShown] = React.useState<boolean>(true);
  const toggle = (event: React.ChangeEvent<HTMLInputElement>) => setShown(event.target.checked);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={<Switch checked={shown} onChange={toggle} />}
        label="Line numbers"
      />
      <Typography variant="body2" color="text.secondary">
        Line numbers are {shown ? 'shown' : 'hidden'}.
      </Typography>
    </Stack>
  );
}
