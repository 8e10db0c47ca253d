/** Files a build writes for the host itself: static hosts read them and never serve them. */
const HOST_FILES = new Set(['_headers', '_redirects']);

/** The one dot-folder that exists to be served (RFC 8615: `security.txt`, app links). */
const WELL_KNOWN = '.well-known';

/**
 * Whether a file of the site (a posix path relative to its folder) is served. Not the host's
 * rule files at the root, and no dotfile or dot-folder (the shard manifest
 * `.docs-site-shard.json`, version control's and editors' files) but `/.well-known/`: what a
 * static host publishes, so the preview shows no file the deployed site would not.
 */
export function isPublished(relativePath: string): boolean {
  const segments = relativePath.split('/').filter(Boolean);
  if (segments.length === 1 && HOST_FILES.has(segments[0]!)) return false;
  return segments.every((segment, index) => !segment.startsWith('.') || (index === 0 && segment === WELL_KNOWN));
}
