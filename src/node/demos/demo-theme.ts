import { packageRoot } from '../util/package-root';
import { installedVersions } from './installed-versions';

/**
 * The theme provider a demo's entry module wraps it in (`themed-entry.ts`), as upstream's docs
 * give each demo a theme of the library it runs on:
 *
 * - `joy`: Joy UI's `CssVarsProvider`, for a demo that imports `@mui/joy`, and for every demo
 *   of a Joy UI page (a route under `/joy-ui/`, as upstream's `MarkdownDocs` wraps those pages)
 *   when the site has `@mui/joy`: such a demo may style with `@mui/material/styles` and read
 *   Joy's `theme.vars`. Joy's provider, given its default theme (not keyed by its id), puts that
 *   theme itself in Emotion's context, where Material UI's `styled` finds it (it looks under
 *   Material's `THEME_ID` first, and there is nothing there).
 * - `material`: the site's own `ThemeProvider` and `createTheme`, for a demo that imports
 *   Material UI (`@mui/material`, `@mui/lab`, `@mui/icons-material`) when the site's
 *   `@mui/material` is of another major than docs-site's: the site theme in Emotion's context
 *   is docs-site's, of its own major, which that major cannot read (`createTheme(useTheme())`
 *   throws on its `vars`), and the two copies share no other theme context (a theme function
 *   `(outer) => createTheme(...)` gets none).
 *
 * A demo of neither kind renders in the site theme the island wrapper gives it, as before.
 */
export type DemoTheme = 'joy' | 'material';

const IMPORTS_JOY = /['"]@mui\/joy(?:\/[^'"\n]*)?['"]/;
const IMPORTS_MATERIAL = /['"]@mui\/(?:material|lab|icons-material)(?:\/[^'"\n]*)?['"]/;

/** Upstream's Joy UI pages: `/joy-ui/...`, without a language prefix. */
export const isJoyPage = (pathname: string): boolean => pathname.startsWith('/joy-ui/');

/** What the theme of a demo depends on: its sources, and whether a Joy UI page shows it. */
export interface ThemedDemoSource {
  tsSource: string | null;
  jsSource: string;
  onJoyPage?: boolean;
}

/** What the site installs that decides the themes: read once per compile. */
export interface SitePackages {
  /** The site has `@mui/joy` (its own, or docs-site's). */
  joy: boolean;
  /** The site's `@mui/material` is of another major than docs-site's own. */
  otherMaterialMajor: boolean;
}

const major = (version: string | null): string | null => version?.split('.')[0] ?? null;

/** Reads, from the site's folder as its demos resolve packages, what decides the demos' themes. */
export function sitePackages(root: string): SitePackages {
  const versions = installedVersions();
  const own = major(versions('@mui/material', packageRoot()));
  const site = major(versions('@mui/material', root));
  return { joy: versions('@mui/joy', root) !== null, otherMaterialMajor: site !== null && own !== null && site !== own };
}

/** The theme a demo's entry wraps it in, or null: none beyond the site theme. */
export function demoTheme(demo: ThemedDemoSource, site: SitePackages): DemoTheme | null {
  const source = demo.tsSource ?? demo.jsSource;
  if (IMPORTS_JOY.test(source) || (demo.onJoyPage === true && site.joy)) return 'joy';
  if (site.otherMaterialMajor && IMPORTS_MATERIAL.test(source)) return 'material';
  return null;
}
