import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, type CSSObject, type Theme } from '@mui/material/styles';
import { HEADER_HEIGHT, themes } from '../theme';

/**
 * The site-wide CSS: the theme's variables for both colour schemes, the baseline, a few
 * document rules and the page elements' styles (`elementStyles`, see page-element-styles.ts). It renders no HTML: as a shared part its CSS is computed once per direction
 * and added to every page, while pages render with `disableStyleSheetGeneration`.
 */
export function Globals({ dir, elementStyles }: { dir: 'ltr' | 'rtl'; elementStyles?: (theme: Theme) => CSSObject[] }) {
  return (
    <ThemeProvider theme={themes[dir]}>
      <CssBaseline enableColorScheme />
      <GlobalStyles
        styles={{
          html: { scrollPaddingTop: HEADER_HEIGHT + 16, WebkitTextSizeAdjust: '100%' },
          body: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
          '::selection': { backgroundColor: 'rgba(102, 178, 255, 0.3)' },
        }}
      />
      {elementStyles && <GlobalStyles styles={elementStyles} />}
    </ThemeProvider>
  );
}

/**
 * The theme with its CSS variables' references (`theme.vars`) made once. MUI makes them in each
 * render of its provider, from the theme alone: once per page, a twentieth of a page's render
 * (`npm run profile`).
 */
function withVarsMadeOnce(theme: Theme): Theme {
  const { generateThemeVars } = theme as Theme & { generateThemeVars?: () => unknown };
  if (typeof generateThemeVars !== 'function') return theme;
  let vars: unknown;
  return { ...theme, generateThemeVars: () => (vars ??= generateThemeVars()) } as Theme;
}

const pageThemes = { ltr: withVarsMadeOnce(themes.ltr), rtl: withVarsMadeOnce(themes.rtl) };

/** The theme around a page's own render: the variables' CSS comes from `Globals`. */
export function PageTheme({ dir, children }: { dir: 'ltr' | 'rtl'; children: React.ReactNode }) {
  return (
    <ThemeProvider theme={pageThemes[dir]} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}
