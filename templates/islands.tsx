import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * Wraps every island (live demo) on the server and in the browser: demos render in the site
 * theme. The browser bundle imports this file on its own, so it stays free of the layouts.
 */
export function IslandWrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
