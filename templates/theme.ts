import { createTheme } from '@mui/material/styles';

/**
 * The site theme. A first version: brand blue, the type stack and the shape of the brand;
 * the full palettes and both colour schemes come with the site shell.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#007FFF', dark: '#0059B2' },
    text: { primary: '#1C2025', secondary: '#434D5B' },
  },
  shape: { borderRadius: 12 },
  spacing: 8,
  typography: {
    fontFamily: '"IBM Plex Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: '"General Sans", sans-serif', fontSize: '2.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
});
