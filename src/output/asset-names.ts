/**
 * Files whose name carries a content hash (`/assets/client-3KD7Q2ZA.js`) never change under
 * the same URL, so hosts may cache them forever. Everything else must be revalidated.
 */
export const ASSETS_DIR = 'assets';

export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith(`/${ASSETS_DIR}/`) && /-[A-Za-z0-9]{8,}\.[a-z0-9]+$/.test(pathname);
}
