import { alpha, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

/**
 * The brand (REFERENCE 10, SPEC 3 and 9): palettes, type, shape and motion, in a CSS-variables
 * theme that carries both colour schemes. Every colour a template uses is a CSS variable, so
 * the scheme is switched by `data-mui-color-scheme` on `<html>` with no re-render.
 */

declare module '@mui/material/styles' {
  /** The theme is a CSS-variables theme: `theme.vars` is always there. */
  interface CssThemeVariables {
    enabled: true;
  }
  /** Brand colours carry their whole scale (50..900) next to main / light / dark. */
  interface PaletteColor {
    50: string;
    100: string;
    200: string;
    300: string;
    400: string;
    500: string;
    600: string;
    700: string;
    800: string;
    900: string;
  }
}

const scale = (values: readonly string[]) => {
  const keys = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
  return Object.fromEntries(keys.map((key, i) => [key, values[i]!])) as Record<(typeof keys)[number], string>;
};

export const blue = scale(['#F0F7FF', '#C2E0FF', '#99CCF3', '#66B2FF', '#3399FF', '#007FFF', '#0072E5', '#0059B2', '#004C99', '#003A75']);
export const blueDark = scale(['#EAEDF1', '#DAE0E7', '#ACBAC8', '#7B91A7', '#4B5E71', '#3B4A59', '#2F3A46', '#1F262E', '#141A1F', '#101418']);
export const grey = scale(['#F3F6F9', '#E5EAF2', '#DAE2ED', '#C7D0DD', '#B0B8C4', '#9DA8B7', '#6B7A90', '#434D5B', '#303740', '#1C2025']);
export const error = scale(['#FFF0F1', '#FFDBDE', '#FFBDC2', '#FF99A2', '#FF7A86', '#FF505F', '#EB0014', '#C70011', '#94000D', '#570007']);
export const warning = scale(['#FFF9EB', '#FFF3C1', '#FFECA1', '#FFDC48', '#F4C000', '#DEA500', '#D18E00', '#AB6800', '#8C5800', '#5A3600']);
export const success = scale([95, 87, 77, 66, 56, 46, 41, 37, 32, 21].map((lightness) => `hsl(144, 72%, ${lightness}%)`));

const systemFont = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  '"Segoe UI Symbol"',
];

/** Body text: IBM Plex Sans, self-hosted (see fonts.ts). */
export const bodyFontFamily = ['"IBM Plex Sans"', ...systemFont].join(',');
/**
 * Headings: General Sans when the reader has it. No npm package ships General Sans, so the
 * site cannot self-host it; the next family is IBM Plex Sans, which the site does ship, so
 * headings keep the brand's type instead of dropping to the system font.
 */
export const headingFontFamily = ['"General Sans"', '"IBM Plex Sans"', ...systemFont].join(',');
export const codeFontFamily = ['Menlo', 'Consolas', '"Droid Sans Mono"', 'monospace'].join(',');

/** Height of the sticky app bar; the page's anchors scroll to just below it. */
export const HEADER_HEIGHT = 64;
/** Width of the navigation drawer. */
export const DRAWER_WIDTH = 300;
/** Width of the table of contents column. */
export const TOC_WIDTH = 242;

const colorScheme = (mode: 'light' | 'dark'): NonNullable<ThemeOptions['palette']> => ({
  mode,
  // REFERENCE 10 gives blue 500 as the light main; text in it on white, or white on it, is
  // 3.8:1, under WCAG AA's 4.5:1 (a Lighthouse accessibility failure on every page with a
  // button). Its 600 shade is 4.6:1.
  // White on the dark scheme's blue 400 is 2.94:1 (contained buttons, primary chips): dark text there.
  primary: { ...blue, main: mode === 'dark' ? blue[400] : blue[600], contrastText: mode === 'dark' ? blueDark[900] : '#fff' },
  secondary: { ...grey, main: mode === 'dark' ? blueDark[500] : grey[100], contrastText: mode === 'dark' ? '#fff' : grey[900] },
  error: { ...error, main: error[500] },
  warning: { ...warning, main: warning[500] },
  success: { ...success, main: success[500] },
  grey,
  divider: mode === 'dark' ? alpha(blueDark[500], 0.3) : grey[100],
  background: mode === 'dark' ? { default: blueDark[900], paper: alpha(blueDark[800], 0.8) } : { default: '#fff', paper: '#fff' },
  text:
    mode === 'dark'
      ? { primary: '#fff', secondary: grey[400], disabled: grey[500] }
      : { primary: grey[900], secondary: grey[800], disabled: grey[700] },
  action: mode === 'dark' ? { hover: alpha(blueDark[600], 0.3), selected: alpha(blueDark[500], 0.3) } : { hover: grey[50], selected: blue[50] },
});

const baseOptions = {
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'mui' },
  colorSchemes: { light: { palette: colorScheme('light') }, dark: { palette: colorScheme('dark') } },
  shape: { borderRadius: 12 },
  spacing: 8,
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  transitions: {
    duration: { shortest: 150, shorter: 200, short: 250, standard: 300, complex: 375, enteringScreen: 225, leavingScreen: 195 },
  },
  typography: {
    fontFamily: bodyFontFamily,
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 700,
    h1: { fontFamily: headingFontFamily, fontSize: 'clamp(2.25rem, 1.8rem + 1.2vw, 2.5rem)', fontWeight: 600, lineHeight: 1.2, letterSpacing: -0.2 },
    h2: { fontFamily: headingFontFamily, fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3, letterSpacing: 0.1 },
    h3: { fontFamily: headingFontFamily, fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.4, letterSpacing: 0.1 },
    h4: { fontFamily: headingFontFamily, fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.5, letterSpacing: 0.1 },
    h5: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
    h6: { fontSize: '0.875rem', fontWeight: 700, lineHeight: 1.5 },
    body1: { fontSize: '1rem', lineHeight: 1.6, letterSpacing: 0 },
    body2: { fontSize: '0.875rem', lineHeight: 1.5, letterSpacing: 0 },
    caption: { fontSize: '0.75rem', lineHeight: 1.5, fontWeight: 400 },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableTouchRipple: true } },
  },
} satisfies ThemeOptions;

/** One theme per writing direction: some components read `theme.direction`. */
export const themes: Record<'ltr' | 'rtl', Theme> = {
  ltr: createTheme({ ...baseOptions, direction: 'ltr' }),
  rtl: createTheme({ ...baseOptions, direction: 'rtl' }),
};
