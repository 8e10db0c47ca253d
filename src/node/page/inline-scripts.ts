import { createHash } from 'node:crypto';

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

/** The CSP sources of a page's inline scripts, each once: what the site's policy must allow for it. */
export const scriptHashes = (html: string): string[] => [...new Set(inlineScripts(html).map(scriptHash))];
