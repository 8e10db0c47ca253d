import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../model/config';
import type { SocialCardInputs } from '../model/social-card';
import { sha256 } from '../util/sha256';
import { cardCharacters, cardDesign } from './card-design';

const LOGO_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** A regular file of the public folder, not followed through a link (the card shows only the site's own files); null otherwise. */
function readPublicFile(publicDir: string, file: string): Buffer | null {
  let fd: number;
  try {
    fd = openSync(path.join(publicDir, ...file.split('/')), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : null;
  } finally {
    closeSync(fd);
  }
}

/**
 * Each product's logo as a data URL, by product id: a logo the config gives as a path of the
 * site that is a file of `public/` (SVG, PNG or JPEG). Logos elsewhere (another host) are left
 * out: a build fetches nothing.
 */
export function readLogos(config: ResolvedConfig, publicFiles: ReadonlySet<string>): Record<string, { hash: string; dataUrl: string }> {
  const logos: Record<string, { hash: string; dataUrl: string }> = {};
  for (const product of config.products) {
    const file = product.logo?.startsWith('/') ? product.logo.slice(1).split(/[?#]/)[0]! : null;
    const type = file ? LOGO_TYPES[path.extname(file).toLowerCase()] : undefined;
    if (!file || !type || !publicFiles.has(file)) continue;
    const bytes = readPublicFile(config.directories.public, file);
    if (bytes) logos[product.id] = { hash: sha256(bytes), dataUrl: `data:${type};base64,${bytes.toString('base64')}` };
  }
  return logos;
}

/** What every share card of the site is drawn with; null when the config turns them off. */
export function socialCardInputs(config: ResolvedConfig, publicFiles: ReadonlySet<string>): SocialCardInputs | null {
  if (!config.ogImages) return null;
  const logos = readLogos(config, publicFiles);
  return {
    design: cardDesign(),
    logos: Object.fromEntries(Object.entries(logos).map(([id, logo]) => [id, logo.hash])),
    characters: cardCharacters(),
  };
}
