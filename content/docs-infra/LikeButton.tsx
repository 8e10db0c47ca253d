import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LikeButton() {
  const [likes, setLikes] = React.useState<number>(0);
  const like = () => setLikes((value: number) => value + 1);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={like}>
        Like
      </Button>
      <Typography aria-live="polite">
        {likes} {likes === 1 ? 'like' : 'likes'}
      </Typography>
    </Stack>
  );
}
