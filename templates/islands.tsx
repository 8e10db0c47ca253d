import { ThemeProvider } from '@mui/material/styles';
import type { IslandWrapperProps } from '../src/render/templates-api';
import { themes } from './theme';

/**
 * Wraps every island (live demo) on the server and in the browser: demos render in the site
 * theme, in the direction the reader has chosen. The page already carries the theme's CSS
 * variables for both colour schemes (the shell's global styles), so islands do not write them
 * again. The colour scheme belongs to the page (the always-on script sets
 * `data-mui-color-scheme` on `<html>` and keeps `mui-mode` in localStorage): islands follow it
 * through the CSS variables and neither write the attribute nor the storage, so they can never
 * contradict the reader's choice. The browser bundle imports this file on its own, so it stays
 * free of the layouts.
 */
export function IslandWrapper({ children, dir = 'ltr' }: IslandWrapperProps) {
  return (
    <ThemeProvider theme={themes[dir]} disableStyleSheetGeneration colorSchemeNode={null} storageManager={null}>
      {children}
    </ThemeProvider>
  );
}
