import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function DemoInDocs() {
  const [on, setOn] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <FormControlLabel control={<Switch checked={on} onChange={(event) => setOn(event.target.checked)} />} label="Notifications" />
      <Typography variant="body2" color="text.secondary">
        Notifications are {on ? 'on' : 'off'}.
      </Typography>
    </Stack>
  );
}
