import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { LayoutProps } from '../../src/render/templates-api';
import { NavTree } from '../shell/NavTree';
import { theme } from '../theme';

/** A documentation page: app bar, the product's navigation, the page and its footer. */
export function DocsLayout({ view, children }: LayoutProps) {
  const { page, product, nav, navState } = view;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="sticky" color="default" elevation={0} component="header">
        <Toolbar sx={{ gap: 2 }}>
          <Link href={product?.home ?? '/'} underline="none" color="inherit" sx={{ fontWeight: 700 }}>
            {product?.name ?? view.site.title}
          </Link>
          <Box sx={{ flex: 1 }} />
          <Link href={view.site.repositoryUrl} color="inherit">
            Source
          </Link>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex' }}>
        {nav.items.length > 0 && (
          <Box component="nav" aria-label="Main navigation" sx={{ width: 300, flexShrink: 0, display: { xs: 'none', lg: 'block' } }}>
            <NavTree items={nav.items} activePathname={navState.activePathname} />
            <NavTree items={nav.sideNavLinks} activePathname={navState.activePathname} />
          </Box>
        )}
        <Container component="main" sx={{ maxWidth: '105ch', py: 4 }}>
          <Typography variant="h1" gutterBottom>
            {page.heading}
          </Typography>
          <Box className="markdown-body">{children}</Box>
          <Box component="footer" sx={{ mt: 6, borderTop: 1, borderColor: 'divider', pt: 2 }}>
            {page.editUrl && <Link href={page.editUrl}>Edit this page</Link>}
            <Stack direction="row" sx={{ mt: 2, justifyContent: "space-between" }}>
              {navState.prev ? <Link href={navState.prev.pathname} rel="prev">{navState.prev.title}</Link> : <span />}
              {navState.next ? <Link href={navState.next.pathname} rel="next">{navState.next.title}</Link> : <span />}
            </Stack>
          </Box>
        </Container>
      </Box>
    </ThemeProvider>
  );
}
