import { createHash } from 'node:crypto';
import type { ContentSecurityPolicyConfig } from '../config/types';

/** The `sha256-...` source of an inline script's exact text. */
export const scriptHash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The text of every inline script of a page that a browser would execute (JSON data blocks
 * are not executed, so a policy does not need to allow them), including those of the
 * documents of `<iframe srcdoc>` frames, which run under the page's policy.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/\ssrcdoc="([^"]*)"/gi)) {
    scripts.push(...inlineScripts((match[1] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)));
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export interface CspInput {
  /** Hashes of every inline script the site ships. */
  scriptHashes: Iterable<string>;
  adScriptUrl?: string | null;
  adJsonUrl?: string | null;
  analyticsScriptUrl?: string | null;
  /** Extra sources a site allows, by directive, on top of what its config implies. */
  extra?: ContentSecurityPolicyConfig;
}

/**
 * A Content-Security-Policy the built pages satisfy: scripts only from the site, the ad
 * network and the analytics host, inline scripts by hash; styles may be inline because
 * Emotion inserts them at run time for hydrated widgets.
 */
export function buildCsp(input: CspInput): string {
  const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  const ads = [originOf(input.adScriptUrl), originOf(input.adJsonUrl)];
  const analytics = originOf(input.analyticsScriptUrl);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...[...input.scriptHashes].sort(), ...ads, analytics, ...(input.extra?.scriptSrc ?? [])])],
    ['style-src', unique(["'self'", "'unsafe-inline'", ...(input.extra?.styleSrc ?? [])])],
    // The ad network serves its images and tracking pixels from its own hosts.
    ['img-src', unique(["'self'", 'data:', 'https:', ...ads, ...(input.extra?.imgSrc ?? [])])],
    ['font-src', unique(["'self'", ...(input.extra?.fontSrc ?? [])])],
    ['connect-src', unique(["'self'", ...ads, analytics, ...(input.extra?.connectSrc ?? [])])],
    ['frame-src', unique(["'self'", ...(input.extra?.frameSrc ?? [])])],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
