import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { themes } from './theme';

/**
 * Wraps every island (live demo) on the server and in the browser: demos render in the site
 * theme. The page already carries the theme's CSS variables for both colour schemes (the
 * shell's global styles), so islands do not write them again. The browser bundle imports this
 * file on its own, so it stays free of the layouts.
 */
export function IslandWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={themes.ltr} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}
