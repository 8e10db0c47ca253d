import type { ServerLicenseKeys } from './license-keys';

/** What the mount thread starts with. */
export interface MountWorkerData {
  /** The compiled `mount-check.ts`, imported once the thread is a browser. */
  checksModule: string;
  /** The compiled templates, for their island wrapper. */
  templatesModule: string;
  licenseKeys: ServerLicenseKeys | null;
  /** The config's `alias` (paths absolute), which installed packages' own imports follow too. */
  alias: Record<string, string>;
}

/** A demo to watch: its compiled module and the HTML the server rendered for it. */
export interface MountJob {
  id: string;
  modulePath: string;
  html: string;
  /** The demo renders a design system with a theme of its own (see `IslandTreeProps.ownTheme`). */
  ownTheme: boolean;
}

/**
 * What the demo did once hydrated: `true` when what it shows changed (or React found the server
 * HTML did not match its first render), `false` when it kept the server's markup, `null` when
 * it could not be watched (it threw, or never hydrated).
 */
export interface MountResult {
  id: string;
  changes: boolean | null;
}
