import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        width: 120,
        height: 120,
        borderRadius: 1,
        bgcolor: 'primary.main',
        transition: 'background-color 150ms',
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    />
  );
}
