/**
 * The path a page view reports (REFERENCE 2): the language prefix removed (`/<xx>/` when xx is
 * a language of the site, or `zh`), without the query and hash (the caller passes the
 * pathname alone) and without a trailing slash, except for `/` itself.
 */
export function canonicalPath(pathname: string, languages: readonly string[]): string {
  let path = pathname || '/';
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  if (prefix && (prefix === 'zh' || languages.includes(prefix))) path = path.slice(3) || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}
