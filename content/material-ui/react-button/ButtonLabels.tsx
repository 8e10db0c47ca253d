import * as React from 'react';
import clsx from 'clsx';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { labels } from './labelData';

export default function ButtonLabels() {
  return (
    <Stack spacing={1} direction="row">
      {labels.map((label) => (
        <Button key={label.text} className={clsx('label-button', label.primary && 'label-button-primary')} variant="contained" color={label.primary ? 'primary' : 'inherit'}>
          {label.text}
        </Button>
      ))}
    </Stack>
  );
}
