import { MAX_ROUTE_LENGTH } from './limits';

/**
 * Whether a path another job wrote (a shard's manifest, a cache entry) names a file inside an
 * output folder: posix, relative, no empty, `.` or `..` segment, no backslash or control
 * character, no longer than a route and its file name. Such a path joined to a folder stays in it.
 */
export function isOutputPath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_ROUTE_LENGTH + 64) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('/')) return false;
  return value.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Whether a value read back from a cache is `{ path, size }` of a file to write into the output. */
export function isSizedOutputFile(value: unknown): value is { path: string; size: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { path, size } = value as { path?: unknown; size?: unknown };
  return typeof path === 'string' && isOutputPath(path) && Number.isSafeInteger(size) && (size as number) >= 0;
}
