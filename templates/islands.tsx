import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { IslandWrapperProps } from '../src/node/model/templates-api';
import { themes } from './theme';

/**
 * Wraps every island (live demo) on the server and in the browser: demos render in the site
 * theme, in the direction the reader has chosen. The colour scheme belongs to the page (the
 * always-on script sets `data-mui-color-scheme` on `<html>`, and on each framed demo's, and
 * keeps `mui-mode` in localStorage): islands follow it through the theme's CSS variables and
 * neither write the attribute nor the storage, so they can never contradict the reader.
 *
 * The page carries the variables already (the shell's global styles), so an island in the
 * page writes none; a demo in a frame of its own writes them into its frame, with a baseline.
 * The browser bundle imports this file on its own, so it stays free of the layouts.
 */
export function IslandWrapper({ children, dir = 'ltr', framed = false }: IslandWrapperProps) {
  return (
    <ThemeProvider theme={themes[dir]} disableStyleSheetGeneration={!framed} colorSchemeNode={null} storageManager={null}>
      {framed && <CssBaseline enableColorScheme />}
      {children}
    </ThemeProvider>
  );
}
