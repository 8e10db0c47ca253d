import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from './package-root';

/**
 * Text for a published file with no path of the build machine in it: an error a demo threw
 * while importing names its module by a `file:` or `data:` URL, and so the build folder's
 * absolute path (found on 59 pages of a real site). Paths in the site become relative to it;
 * docs-site's own files `docs-site/...`; a package's `node_modules/<name>/...`; the temporary
 * folder `<tmp>/...`; a `data:` URL `<module>`.
 */
export function withoutMachinePaths(text: string, siteRoot: string): string {
  const roots: [string, string][] = [
    [path.resolve(siteRoot), ''],
    [packageRoot(), 'docs-site/'],
    [os.tmpdir(), '<tmp>/'],
    [os.homedir(), '~/'],
  ];
  // Longest first: the site may be inside the temporary folder, docs-site inside the site.
  roots.sort((a, b) => b[0].length - a[0].length);
  let out = text
    .replace(/data:[a-z]+\/[a-z0-9.+-]+(?:;[a-z0-9=-]+)*,[^\s'"`)]*/gi, '<module>')
    .replace(/file:\/\/\/[^\s'"`)]+/g, (url) => {
      try {
        return fileURLToPath(url);
      } catch {
        return '<file>';
      }
    });
  for (const [root, shown] of roots) {
    if (root === path.parse(root).root) continue;
    out = out.split(`${root}${path.sep}`).join(shown).split(root).join(shown.replace(/\/$/, '') || '.');
  }
  // Any other absolute path into a package: from its node_modules folder on.
  return out.replace(/(?:\/[^\s/'"`)]+)+\/node_modules\//g, 'node_modules/');
}
