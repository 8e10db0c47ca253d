import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { LayoutProps } from '../../src/render/templates-api';
import { theme } from '../theme';

/** The page static hosts show for a path that leads nowhere. */
export function NotFoundLayout({ view }: LayoutProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container component="main" sx={{ py: 8 }}>
        <Typography variant="h1" gutterBottom>
          {view.page.heading}
        </Typography>
        <Typography>
          This page does not exist. <Link href="/">Go to the home page</Link>.
        </Typography>
      </Container>
    </ThemeProvider>
  );
}
