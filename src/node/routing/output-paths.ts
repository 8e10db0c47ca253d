import type { ResolvedConfig } from '../model/config';
import { ASSETS_DIR } from './asset-names';
import { languageFile, OFFLINE_PAGE_FILE } from './paths';

/**
 * What may collide in the output folder. Every page is written to `<route>/index.html` (and
 * its markdown twin to `<route>.md`), every public file to its own path, and docs-site writes
 * its own files at fixed places (the sitemap, the service worker, the 404 pages, `llms.txt`,
 * the `assets/` folder). Two of them at one path, or a file at a path another needs as a
 * folder (`content/robots.txt.md` is written to `robots.txt/index.html`), would overwrite one
 * another or fail the write; the routing reports each such page instead.
 */

/** The folders docs-site fills with files of its own: nothing else may be written inside them. */
export const RESERVED_OUTPUT_FOLDERS: readonly string[] = [ASSETS_DIR];

/**
 * The files docs-site writes at fixed places of a site's output (the sitemap, robots.txt,
 * `_redirects`, `_headers`, the service worker, each language's 404 and offline pages, the
 * llms.txt files). A public file of the same name replaces the generated one (a site may ship
 * its own `robots.txt`); a page may take none of them.
 */
export function reservedOutputFiles(config: Pick<ResolvedConfig, 'languages' | 'products' | 'llms'>): string[] {
  const files = ['sitemap.xml', 'robots.txt', '_redirects', '_headers', 'sw.js'];
  for (const { code } of config.languages) files.push(languageFile('404.html', code), languageFile(OFFLINE_PAGE_FILE, code));
  if (config.llms) files.push('llms.txt', 'llms-full.txt', ...config.products.map((product) => `${product.id}/llms.txt`));
  return files;
}

/**
 * Whether a file written at `file` collides with one in `taken` (by output path, each with what
 * it is) or with a reserved folder: what it collides with, or null. A collision is the same
 * path, a taken file where `file` needs a folder (`robots.txt` for `robots.txt/index.html`), or
 * `file` where a taken file needs a folder.
 */
export function outputCollision(file: string, taken: ReadonlyMap<string, string>, takenFolders: ReadonlySet<string> = new Set()): string | null {
  const same = taken.get(file);
  if (same !== undefined) return same;
  const segments = file.split('/');
  for (let end = 1; end < segments.length; end += 1) {
    const folder = segments.slice(0, end).join('/');
    if (end === 1 && RESERVED_OUTPUT_FOLDERS.includes(folder)) return `the ${folder}/ folder, which docs-site fills`;
    const atFolder = taken.get(folder);
    if (atFolder !== undefined) return atFolder;
  }
  return takenFolders.has(file) ? 'files inside a folder of that name' : null;
}

/** Every folder the files need (`a`, `a/b` for `a/b/c.txt`). */
export function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    let at = file.lastIndexOf('/');
    while (at > 0) {
      const folder = file.slice(0, at);
      if (folders.has(folder)) break;
      folders.add(folder);
      at = folder.lastIndexOf('/');
    }
  }
  return folders;
}
