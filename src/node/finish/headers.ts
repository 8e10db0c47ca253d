import { ASSETS_DIR } from '../routing/asset-names';

/** A block of a `_headers` file: a path pattern and the headers sent for it. */
export interface HeaderRule {
  /** `/*` matches everything; a trailing `*` matches the rest of the path. */
  path: string;
  headers: [name: string, value: string][];
}

export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n';
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), headers: [] });
      continue;
    }
    const colon = raw.indexOf(':');
    const current = rules.at(-1);
    if (current && colon !== -1) current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path || pattern === path.replace(/\/$/, '');

/**
 * The headers for a path. Every matching rule applies, in file order, and a later rule
 * replaces a header an earlier one set, so specific rules are written after general ones.
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.path, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (names[key] && names[key] !== name) delete out[names[key]];
      names[key] = name;
      out[name] = value;
    }
  }
  return out;
}

export interface SiteHeadersInput {
  contentSecurityPolicy: string;
}

/**
 * The site's `_headers`: security headers everywhere, revalidation for pages and the service
 * worker, a year of caching for content-hashed assets, and no indexing of the experiments.
 */
export function siteHeaderRules(input: SiteHeadersInput): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Cache-Control', 'no-cache'],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Content-Security-Policy', input.contentSecurityPolicy],
      ],
    },
    { path: `/${ASSETS_DIR}/*`, headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    { path: '/sw.js', headers: [['Cache-Control', 'no-cache']] },
    { path: '/experiments/*', headers: [['X-Robots-Tag', 'noindex']] },
  ];
}
