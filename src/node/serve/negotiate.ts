/** Content codings the servers produce, best first. */
export type Encoding = 'br' | 'gzip';

/**
 * The coding to send for an `Accept-Encoding` header: brotli when accepted, else gzip, else
 * none. A coding with `q=0` is refused; `*` accepts whatever was not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** Text-like types that shrink when compressed; images (but SVG) and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'image/svg+xml' ||
    type === 'application/wasm' ||
    /^application\/([a-z.+-]+\+)?(json|javascript|xml)$/.test(type) ||
    type === 'application/manifest+json'
  );
}

/**
 * Whether an `If-None-Match` header matches the current entity tag: `*`, or any listed tag
 * equal to it under the weak comparison (`W/` prefixes ignored), as RFC 9110 asks for GET.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === current);
}
