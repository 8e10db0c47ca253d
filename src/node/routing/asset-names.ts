import { createHash } from 'node:crypto';

/**
 * Files whose name carries a content hash (`/assets/client-3KD7Q2ZA.js`) never change under
 * the same URL, so hosts may cache them forever. Everything else must be revalidated.
 */
export const ASSETS_DIR = 'assets';

/**
 * The demos' runnable projects (`assets/sandbox/<Name>-<hash>.json`), which their "Open in
 * StackBlitz / CodeSandbox" buttons fetch on a click: hashed, but not precached for offline
 * reading (the services are online only).
 */
export const SANDBOX_DIR = `${ASSETS_DIR}/sandbox`;

/**
 * The pages' share cards (`assets/og/card-<hash>.png`, named by what they show): hashed, but
 * not precached for offline reading (only the sites a link is shared on fetch them).
 */
export const SOCIAL_CARD_DIR = `${ASSETS_DIR}/og`;

export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith(`/${ASSETS_DIR}/`) && /-[A-Za-z0-9]{8,}\.[a-z0-9]+$/.test(pathname);
}

/**
 * `assets/<name>-<hash>.<ext>` for a file docs-site writes from text it made (a shared
 * stylesheet, a fragment): the name changes exactly when the content does.
 */
export function hashedAssetPath(name: string, ext: string, contents: string): string {
  return `${ASSETS_DIR}/${name}-${contentHash(contents)}.${ext}`;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Eight base-32 characters of the content's SHA-256, the shape esbuild gives the client bundle's names. */
function contentHash(contents: string): string {
  const digest = createHash('sha256').update(contents).digest();
  let out = '';
  for (let i = 0; i < 8; i += 1) out += BASE32[digest[i]! % 32];
  return out;
}
