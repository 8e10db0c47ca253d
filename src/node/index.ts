/**
 * docs-site's public entry: the config helper and its types, the build, preview server and
 * dev server for programmatic use, and what the command line (cli/) runs. The commands are
 * loaded when called: importing this module loads none of them (the CLI starts threads
 * meanwhile, see `startSideThreadEarly`).
 */
import type { BuildOptions, BuildResult } from './build';
import type { DevServer, DevServerOptions } from './dev/dev-server';
import type { Diagnostic } from './diagnostics/diagnostic';
import type { ExtractApiOptions, ExtractApiResult } from './api-extract/extract-api';
import type { InitResult } from './init/init-site';
import type { InitAnswers } from './init/starter-site';
import type { MergeOptions } from './merge';
import type { StaticServer, StaticServerOptions } from './serve/static-server';
import { mark } from './util/timings';

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
} from './model/config';
export type { BuildOptions, BuildResult } from './build';
export type { Progress } from './util/progress';
export type { MergeOptions } from './merge';
export type { StaticServer, StaticServerOptions } from './serve/static-server';
export type { DevEvent, DevServer, DevServerOptions } from './dev/dev-server';
export type { Diagnostic } from './diagnostics/diagnostic';
export type { DiagnosticCode } from './diagnostics/codes';
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

/**
 * Builds the site: config, content, navigation, markdown, render, write. Problems are
 * collected from every stage and returned together; the previous output is replaced only
 * when there is no error.
 */
export async function build(options?: BuildOptions): Promise<BuildResult> {
  const command = await import('./build');
  mark('the build command is imported');
  return command.build(options);
}

/** Joins the outputs of `build --shard i/n` into one site, running the site-wide steps once. */
export async function merge(options: MergeOptions): Promise<BuildResult> {
  return (await import('./merge')).merge(options);
}

/** Serves a built site (`docs-site serve`). */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  return (await import('./serve/static-server')).startStaticServer(options);
}

/** Serves the site from memory, rebuilding and reloading open pages as files change (`docs-site dev`). */
export async function startDevServer(options?: DevServerOptions): Promise<DevServer> {
  return (await import('./dev/dev-server')).startDevServer(options);
}

// What the command line uses besides: small, and loaded with it.
export { displayPath } from './config/load';
export { error, formatDiagnostic } from './diagnostics/diagnostic';
export { DEFAULT_ANSWERS, type InitAnswers } from './init/starter-site';
export { startSideThreadEarly } from './run/early-side-thread';
export { parseShard, type ShardSpec } from './run/shards';
export { isLoopbackAddress } from './serve/host-check';
export { packageVersion } from './util/package-root';
export { mark } from './util/timings';

/** Why a folder cannot be served, or null when it can (`docs-site serve`). */
export async function checkServeRoot(root: string, shown: string): Promise<Diagnostic | null> {
  return (await import('./serve/static-server')).checkServeRoot(root, shown);
}

/** Extracts components' API metadata from their sources into the JSON API pages are made from (`docs-site api`). */
export async function extractApi(options: ExtractApiOptions): Promise<ExtractApiResult> {
  return (await import('./api-extract/extract-api')).extractApi(options);
}

/** Writes a small working site into a new or empty folder (`docs-site init`). */
export async function initSite(dir: string, answers: InitAnswers, version: string): Promise<InitResult> {
  return (await import('./init/init-site')).initSite(dir, answers, version);
}
