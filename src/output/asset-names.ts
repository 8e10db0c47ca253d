import { createHash } from 'node:crypto';

/**
 * Files whose name carries a content hash (`/assets/client-3KD7Q2ZA.js`) never change under
 * the same URL, so hosts may cache them forever. Everything else must be revalidated.
 */
export const ASSETS_DIR = 'assets';

export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith(`/${ASSETS_DIR}/`) && /-[A-Za-z0-9]{8,}\.[a-z0-9]+$/.test(pathname);
}

/**
 * `assets/<name>-<hash>.<ext>` for a file docs-site writes from text it made (a shared
 * stylesheet, a fragment): the name changes exactly when the content does.
 */
export function hashedAssetPath(name: string, ext: string, contents: string): string {
  return `${ASSETS_DIR}/${name}-${createHash('sha256').update(contents).digest('hex').slice(0, 12)}.${ext}`;
}
