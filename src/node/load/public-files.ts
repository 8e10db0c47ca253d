import path from 'node:path';
import type { ResolvedConfig } from '../model/config';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { walkSiteFolder } from '../util/site-files';

/**
 * The files of the public folder, copied to the output as they are: posix paths inside it,
 * sorted, read by the rules of `walkSiteFolder`, with a warning for each entry left out.
 */
export async function readPublicFiles(config: ResolvedConfig): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  const dir = config.directories.public;
  return walkSiteFolder(dir, path.relative(config.root, dir).split(path.sep).join('/') || '.', config.root);
}

/**
 * Site-wide head tags from the files the site ships: the favicon when `public/` has one. A
 * site without one says so with an empty icon: otherwise browsers ask for `/favicon.ico` on
 * every visit, a 404 they log as an error.
 */
export function siteHeadTags(publicFiles: ReadonlySet<string>): string {
  if (publicFiles.has('favicon.svg')) return '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
  if (publicFiles.has('favicon.ico')) return '<link rel="icon" href="/favicon.ico">';
  return '<link rel="icon" href="data:,">';
}
