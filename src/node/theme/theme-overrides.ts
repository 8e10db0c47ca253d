import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ThemeComponentsConfig } from '../model/config';
import type { PageView } from '../model/page-view';
import type { CalloutProps, LayoutProps } from '../model/templates-api';

/** Props of the app bar (`components.AppBar`): the page, and whether it has a navigation drawer (a menu button opens it below `lg`). */
export interface AppBarProps {
  view: PageView;
  hasDrawer: boolean;
}

/** Props of the footer of a page (`components.Footer`). */
export interface FooterProps {
  view: PageView;
}

/** The props each part of docs-site's theme that a site may replace receives (see `ThemeComponentsConfig`). */
export interface OverridableComponentProps {
  /** The app bar, rendered once per product, language and direction and shared by their pages. */
  AppBar: AppBarProps;
  /** The foot of every page: previous / next, "Edit this page", the site's links. */
  Footer: FooterProps;
  /** `:::info` ... `:::` (and `success`, `warning`, `error`, and neutral without a severity). */
  Callout: CalloutProps;
  /** The layout of documentation pages (`layout: docs`, the default). */
  DocsLayout: LayoutProps;
  /** The layout of pages without a table of contents (`layout: page`). */
  PageLayout: LayoutProps;
  /** The 404 page's layout; its `children` are empty. */
  NotFoundLayout: LayoutProps;
}

export type OverridablePart = keyof ThemeComponentsConfig & keyof OverridableComponentProps;

/** Where each part is defined in docs-site's theme (templates/), and the name that file exports it by. */
export const OVERRIDABLE_PARTS: Readonly<Record<OverridablePart, { file: string; exportName: string }>> = {
  AppBar: { file: 'shell/AppHeader.tsx', exportName: 'AppHeaderContent' },
  Footer: { file: 'shell/PageFooter.tsx', exportName: 'PageFooter' },
  Callout: { file: 'markdown/Callout.tsx', exportName: 'Callout' },
  DocsLayout: { file: 'layouts/DocsLayout.tsx', exportName: 'DocsLayout' },
  PageLayout: { file: 'layouts/PageLayout.tsx', exportName: 'PageLayout' },
  NotFoundLayout: { file: 'layouts/NotFoundLayout.tsx', exportName: 'NotFoundLayout' },
};

export const isOverridablePart = (name: string): name is OverridablePart => Object.hasOwn(OVERRIDABLE_PARTS, name);

/** Marks the theme's own module, imported by its stand-in for what else the file exports. */
const ORIGINAL = '?docs-site-theme-original';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Swaps parts of the theme for the site's components while esbuild compiles it: each replaced
 * file of the theme becomes a module that exports everything the file exports, but for the
 * part, which is the default export of the site's file. The rest of the theme imports it as
 * before and gives it the same props.
 */
export function themeOverridesPlugin(themeDir: string, components: Readonly<Partial<Record<OverridablePart, string>>>): Plugin {
  const byFile = new Map<string, { exportName: string; replacement: string }>();
  for (const [part, replacement] of Object.entries(components) as [OverridablePart, string][]) {
    const { file, exportName } = OVERRIDABLE_PARTS[part];
    byFile.set(path.join(themeDir, ...file.split('/')), { exportName, replacement });
  }
  return {
    name: 'docs-site-theme-overrides',
    setup(build) {
      if (byFile.size === 0) return;
      const filter = new RegExp(`^(?:${[...byFile.keys()].map(escapeRegExp).join('|')})$`);
      build.onLoad({ filter }, (args) => {
        const override = byFile.get(args.path);
        if (!override || args.suffix === ORIGINAL) return undefined;
        return {
          contents: [
            `export * from ${JSON.stringify(args.path + ORIGINAL)};`,
            `export { default as ${override.exportName} } from ${JSON.stringify(override.replacement)};`,
          ].join('\n'),
          loader: 'ts',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
