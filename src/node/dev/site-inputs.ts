import path from 'node:path';
import type { ResolvedConfig } from '../config/types';
import { findMarkdownFiles, pageFileFilter, readPageSource, readSourcePage, type SourcePage } from '../load/load-pages';
import { NotSiteFileError, walkSiteFolder } from '../util/site-files';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { resolveTemplatesDir } from '../theme/load-templates';
import { mapLimit } from '../util/map-limit';
import type { WatchTargets } from './classify-change';
import { moduleInputs } from './module-inputs';

/** One markdown file as dev last read it: its page, or why it is not one. */
export type PageRead = { page: SourcePage; warnings: Diagnostic[] } | { diagnostic: Diagnostic };

const toPosix = (p: string) => p.split(path.sep).join('/');

/** The content-relative posix path of a file inside the content folder. */
export const contentPathOf = (config: ResolvedConfig, file: string) => toPosix(path.relative(config.directories.content, file));

/** Reads one markdown file; null when it no longer exists or is not a file of the site. */
export async function readPageFile(config: ResolvedConfig, contentPath: string): Promise<PageRead | null> {
  // A file the config's `exclude` leaves out is not a page, as in a build.
  if (!pageFileFilter(config.exclude)(contentPath)) return null;
  let read: Awaited<ReturnType<typeof readPageSource>>;
  try {
    read = await readPageSource(config, contentPath);
  } catch (caught) {
    const code = (caught as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR' || caught instanceof NotSiteFileError) return null;
    throw caught;
  }
  const result = readSourcePage(config, contentPath, read.source);
  // Bytes that are not UTF-8 make a page with a warning, as in a build.
  return 'page' in result ? { page: result.page, warnings: read.diagnostic ? [read.diagnostic] : [] } : result;
}

/** Every markdown file of the content folder, read, by content path. */
export async function readAllPages(config: ResolvedConfig): Promise<Map<string, PageRead>> {
  const files = await findMarkdownFiles(config.directories.content, config.exclude);
  const reads = await mapLimit(files, 32, async (contentPath) => [contentPath, await readPageFile(config, contentPath)] as const);
  return new Map(reads.filter((entry): entry is readonly [string, PageRead] => entry[1] !== null));
}

/** The files of `public/`, as posix paths inside it (what a build copies). */
export async function listPublicFiles(publicDir: string): Promise<Set<string>> {
  return new Set((await walkSiteFolder(publicDir, 'public')).files);
}

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
    apiPaths: config.products.flatMap((p) => (p.api ? [p.api.pages, p.api.descriptions, p.api.navigation].filter((f): f is string => f !== null) : [])).sort(),
    translationsDir: config.directories.translations,
  };
}
