/** Why a request target cannot name anything the site serves. */
export type PathProblem = 'bad-request';

/** A request target split into its checked, decoded path and its query. */
export interface RequestTarget {
  /** Decoded path: starts with `/`, holds no `.` or `..` segment, no backslash and no NUL. */
  path: string;
  /** The path as the client sent it (still percent-encoded). */
  rawPath: string;
  /** `?...` or `''`. */
  search: string;
}

/**
 * Turns a request target (`/a/b?x=1`) into a path inside the site, or says why it cannot be
 * one. Encoded dots, backslashes and NUL bytes are refused before the file system sees them:
 * `%2e%2e` decodes to `..` and is refused like `..` itself.
 */
export function parseRequestTarget(target: string): RequestTarget | { problem: PathProblem } {
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt !== -1 && target[queryAt] === '?' ? target.slice(queryAt).split('#')[0]! : '';
  // Absolute-form (`http://host/path`) and asterisk-form targets are not paths of this site.
  if (!rawPath.startsWith('/')) return { problem: 'bad-request' };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { problem: 'bad-request' };
  }
  if (path.includes('\0') || path.includes('\\')) return { problem: 'bad-request' };
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return { problem: 'bad-request' };
  return { path, rawPath, search };
}

/**
 * The canonical spelling of a path, when the request used another one: no trailing slash
 * (`/a/` -> `/a`) and no empty segment (`/a//b` -> `/a/b`). Built from the raw segments so the
 * client's encoding is kept, and always a single leading `/`, so that `//evil.example/` can
 * never become a protocol-relative `Location`.
 */
export function canonicalRedirect(rawPath: string): string | null {
  if (rawPath === '/') return null;
  if (!rawPath.endsWith('/') && !rawPath.includes('//')) return null;
  return `/${rawPath.split('/').filter(Boolean).join('/')}`;
}
