import path from 'node:path';
import type { ResolvedConfig } from '../model/config';
import { resolveTemplatesDir } from '../theme/load-templates';
import { moduleInputs } from './module-inputs';

/** A file or folder that changed, as the watcher reports it. */
export interface FileChange {
  event: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
  /** Absolute path. */
  path: string;
}

/** The files a dev server watches, from the current config. All paths absolute. */
export interface WatchTargets {
  /** The config file and the local files it imports. */
  configFiles: string[];
  /** Navigation files of the products, the side-nav links and the title table (and what TS ones import). */
  navigationFiles: string[];
  contentDir: string;
  templatesDir: string;
  /** The config's `components` (parts of the theme the site replaces) and the local files they import. */
  themeFiles: string[];
  publicDir: string;
  /** The products' API metadata folders and API navigation files (optional: a site without generated API pages has none). */
  apiPaths?: string[];
  /** The interface strings' folder (`directories.translations`). */
  translationsDir?: string;
}

/**
 * What a changed file is to the site, which decides how much is rebuilt:
 * config -> everything; templates or translations -> every page re-rendered; navigation -> that product's
 * pages; page -> that page; content-file (a demo or image beside pages) -> the pages of its
 * folder; content-tree (a folder added or removed) -> the list of pages; public -> nothing
 * to render, but pages reload; api (API metadata) -> the API pages and their navigation.
 */
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Every kind of change; each but `other` is the files of one input of `site/inputs.ts`. */
export const CHANGE_KINDS = ['config', 'templates', 'translations', 'navigation', 'page', 'content-file', 'content-tree', 'public', 'api', 'other'] as const;

const isInside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** Hidden files and node_modules are never pages (as in `findMarkdownFiles`). */
const isHiddenIn = (dir: string, file: string) =>
  path
    .relative(dir, file)
    .split(path.sep)
    .some((segment) => segment.startsWith('.') || segment === 'node_modules');

/** Classifies one changed path. `isDirectory` is true for folder events. Pure. */
export function classifyChange(file: string, targets: WatchTargets, isDirectory = false): ChangeKind {
  if (targets.configFiles.includes(file)) return 'config';
  if (targets.navigationFiles.includes(file)) return 'navigation';
  if ((targets.apiPaths ?? []).some((api) => file === api || isInside(api, file))) return 'api';
  if (isInside(targets.templatesDir, file) || file === targets.templatesDir || targets.themeFiles.includes(file)) return 'templates';
  if (targets.translationsDir && (isInside(targets.translationsDir, file) || file === targets.translationsDir)) return 'translations';
  if (isInside(targets.contentDir, file)) {
    if (isHiddenIn(targets.contentDir, file)) return 'other';
    if (isDirectory) return 'content-tree';
    return file.toLowerCase().endsWith('.md') ? 'page' : 'content-file';
  }
  if (file === targets.contentDir) return 'content-tree';
  if (isInside(targets.publicDir, file) || file === targets.publicDir) return 'public';
  return 'other';
}

/** The paths to hand the watcher: folders are watched recursively. */
export function watchedPaths(targets: WatchTargets): string[] {
  const folders = [targets.contentDir, targets.templatesDir, targets.publicDir, ...(targets.translationsDir ? [targets.translationsDir] : [])];
  return [...new Set([...targets.configFiles, ...targets.navigationFiles, ...folders, ...targets.themeFiles, ...(targets.apiPaths ?? [])])].sort();
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** The content-relative posix path of a file inside the content folder. */
export const contentPathOf = (config: ResolvedConfig, file: string) => toPosix(path.relative(config.directories.content, file));

/** Navigation sources: each product's file, the side-nav links and the title table. */
export function navigationSources(config: ResolvedConfig): string[] {
  return [...config.products.map((p) => p.navigation), config.sideNavLinks, config.pageTitles].filter((f): f is string => f !== null);
}

/** What to watch for a config, with the local files its TypeScript modules import. */
export async function watchTargetsFor(config: ResolvedConfig): Promise<WatchTargets> {
  const navigation = navigationSources(config);
  const navigationInputs = await Promise.all(navigation.map((file) => (/\.[cm]?[jt]sx?$/.test(file) ? moduleInputs(file) : [file])));
  return {
    configFiles: await moduleInputs(config.configFile),
    navigationFiles: [...new Set(navigationInputs.flat())].sort(),
    contentDir: config.directories.content,
    templatesDir: resolveTemplatesDir(config.directories.templates),
    themeFiles: [...new Set((await Promise.all(Object.values(config.components).map((file) => moduleInputs(file)))).flat())].sort(),
    publicDir: config.directories.public,
    apiPaths: config.products.flatMap((p) => (p.api ? [p.api.pages, ...p.api.descriptions, p.api.navigation].filter((f): f is string => f !== null) : [])).sort(),
    translationsDir: config.directories.translations,
  };
}
