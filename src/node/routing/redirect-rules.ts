import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { encodePathSegment } from './percent-encoding';
import type { ResolvedConfig } from '../model/config';
import { API_REDIRECTS, localisedRedirects, notFoundRules } from './redirects';

/** One line of a `_redirects` file: `from to status`. */
export interface RedirectRule {
  /** A path; `:name` matches one segment, a trailing `*` the rest (as `:splat`). */
  from: string;
  to: string;
  status: number;
}

/** The redirects every site has (`/api` to `/api-docs`): a rule of the routing stage. */
export const BUILT_IN_REDIRECTS: readonly RedirectRule[] = API_REDIRECTS;

/** The `_redirects` file: one rule a line, columns aligned for people who read it. */
export function formatRedirects(rules: readonly RedirectRule[]): string {
  const width = Math.max(...rules.map((r) => r.from.length), 0) + 2;
  const toWidth = Math.max(...rules.map((r) => r.to.length), 0) + 2;
  return rules.map((r) => `${r.from.padEnd(width)}${r.to.padEnd(toWidth)}${r.status}`).join('\n') + (rules.length ? '\n' : '');
}

/** Reads a `_redirects` file; malformed lines are diagnostics with their line. */
export function parseRedirects(text: string, file = '_redirects'): { rules: RedirectRule[]; diagnostics: Diagnostic[] } {
  const rules: RedirectRule[] = [];
  const diagnostics: Diagnostic[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [from, to, status = '301', ...rest] = line.split(/\s+/);
    const code = Number(status.replace(/!$/, ''));
    if (!from?.startsWith('/') || !to || rest.length > 0 || !Number.isInteger(code) || code < 200 || code > 599) {
      diagnostics.push(error({ code: 'redirects/invalid', message: `Not a redirect rule: ${JSON.stringify(raw)}`, file, line: index + 1, hint: 'write `/from /to 301`' }));
      return;
    }
    rules.push({ from, to, status: code });
  });
  return { rules, diagnostics };
}

/**
 * Matches one rule against a decoded path, returning the filled-in target. The values put in
 * are percent-encoded segments, so a `?`, `%` or space the path held stays part of the target's
 * path instead of starting its query or breaking the URL.
 */
function matchRule(rule: RedirectRule, path: string): string | null {
  const pattern = rule.from.split('/');
  const segments = path.split('/');
  const values: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i]!;
    if (part === '*' && i === pattern.length - 1) {
      values.splat = segments.slice(i).map(encodePathSegment).join('/');
      return fill(rule.to, values);
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) values[part.slice(1)] = encodePathSegment(segment);
    else if (part !== segment) return null;
  }
  return segments.length === pattern.length ? fill(rule.to, values) : null;
}

const fill = (target: string, values: Record<string, string>) =>
  target.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => values[name] ?? whole);

/**
 * The first rule matching a decoded `path` (rules are tried in order, as static hosts do); the
 * target is a URL, with the path's parts percent-encoded where they fill a placeholder.
 */
export function matchRedirect(rules: readonly RedirectRule[], path: string): { to: string; status: number } | null {
  for (const rule of rules) {
    const to = matchRule(rule, path);
    if (to !== null) return { to, status: rule.status };
  }
  return null;
}

/**
 * The redirects a site serves: the built-in `/api` mapping, then the config's own, in every
 * language, then each other language's 404 page for the misses under its prefix.
 */
export function siteRedirects(config: ResolvedConfig): RedirectRule[] {
  const languages = config.languages.map((l) => l.code);
  return [...localisedRedirects([...BUILT_IN_REDIRECTS, ...config.redirects], languages), ...notFoundRules(languages)];
}
