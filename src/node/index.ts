/**
 * docs-site's public API: the config helper and its types, and the build, preview server and
 * dev server for programmatic use.
 */
export { defineConfig } from './config/define-config';
export type {
  AdsConfig,
  AnalyticsConfig,
  DirectoriesConfig,
  LanguageConfig,
  LicenseKeysConfig,
  ProductConfig,
  RepositoryConfig,
  ThemeComponentsConfig,
  UserConfig,
  VersionLink,
} from './config/types';
export { build, type BuildOptions, type BuildResult } from './build';
export { merge, type MergeOptions } from './merge';
export { startStaticServer, type StaticServer, type StaticServerOptions } from './serve/static-server';
export { startDevServer, type DevEvent, type DevServer, type DevServerOptions } from './dev/dev-server';
export type { Diagnostic } from './diagnostics/diagnostic';
export type { NavEntryInput, NavItem } from './model/nav';
export type { PageView } from './model/page-view';
export type {
  AnchorProps,
  CalloutProps,
  CodeProps,
  CodeTabsProps,
  DemoProps,
  EmbedProps,
  LayoutProps,
  MissingProps,
  PlanBadgeProps,
  TemplatesModule,
} from './model/templates-api';
export type { AppBarProps, FooterProps, OverridableComponentProps, OverridablePart } from './theme/theme-overrides';
