import type { ContentSecurityPolicyConfig } from '../model/config';

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
  /** Where page feedback is posted. */
  feedbackEndpoint?: string | null;
  /** Extra sources a site allows, by directive, on top of what its config implies. */
  extra?: ContentSecurityPolicyConfig;
}

/**
 * A Content-Security-Policy the built pages satisfy: scripts only from the site (and the
 * modules of edited demos), the ad network and the analytics host, inline scripts by hash; styles may be inline because
 * Emotion inserts them at run time for hydrated widgets.
 */
export function buildCsp(input: CspInput): string {
  const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  const ads = [originOf(input.adScriptUrl), originOf(input.adJsonUrl)];
  const analytics = originOf(input.analyticsScriptUrl);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // `blob:`: a demo the reader edits runs as a module made in the page (src/client/demo-edit.ts);
    // only a script already running can make one.
    ['script-src', unique(["'self'", ...[...input.scriptHashes].sort(), 'blob:', ...ads, analytics, ...(input.extra?.scriptSrc ?? [])])],
    ['style-src', unique(["'self'", "'unsafe-inline'", ...(input.extra?.styleSrc ?? [])])],
    // The ad network serves its images and tracking pixels from its own hosts.
    ['img-src', unique(["'self'", 'data:', 'https:', ...ads, ...(input.extra?.imgSrc ?? [])])],
    ['font-src', unique(["'self'", ...(input.extra?.fontSrc ?? [])])],
    ['connect-src', unique(["'self'", ...ads, analytics, originOf(input.feedbackEndpoint), ...(input.extra?.connectSrc ?? [])])],
    ['frame-src', unique(["'self'", ...(input.extra?.frameSrc ?? [])])],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'self'"]],
    // Demo toolbars' "Open in StackBlitz / CodeSandbox" post the demo's project to them.
    ['form-action', ["'self'", 'https://stackblitz.com', 'https://codesandbox.io']],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
