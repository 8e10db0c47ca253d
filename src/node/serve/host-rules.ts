import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { headersFor, parseHeaders, type HeaderRule } from '../finish/headers';
import { parseRedirects, type RedirectRule } from '../routing/redirect-rules';
import { followFolderSwaps, type FolderSwaps } from './folder-swaps';
import type { RequestStep, SiteRequest } from './reply';
import { followRedirects } from './steps';

/** How often the rule files are looked at again: a rebuild swaps them, and `stat` on every request costs. */
const RECHECK_MS = 1000;

/**
 * A file of the built site read again when it changes, and empty when it is absent. A file
 * missing only because a rebuild is swapping the folder is looked for again, so the rules do
 * not lapse for a second after each build.
 */
function watchedText(swaps: FolderSwaps, file: string): () => Promise<string> {
  let checkedAt = -Infinity;
  let current = { stamp: '', text: '' };
  // Requests arriving during a check wait for it, so none is answered with rules not read yet.
  let checking: Promise<void> | null = null;
  const check = async () => {
    const found = await swaps.lookup(async () => {
      try {
        const info = await stat(file);
        const stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
        return stamp === current.stamp ? current : { stamp, text: await readFile(file, 'utf8') };
      } catch {
        return null;
      }
    });
    current = found ?? { stamp: '', text: '' };
  };
  return async () => {
    if (!checking && performance.now() - checkedAt >= RECHECK_MS) {
      checkedAt = performance.now();
      checking = check().finally(() => {
        checking = null;
      });
    }
    if (checking) await checking;
    return current.text;
  };
}

/**
 * The `_redirects` and `_headers` a build writes, honoured as a static host honours them, so
 * they are tested locally: redirects apply to paths no file answers; every matching header
 * rule applies, later rules replacing what earlier ones set.
 */
export function hostRules(root: string): {
  redirects: RequestStep;
  /** The rules of `_redirects` as they are now (the 404 step reads its `404` rules). */
  redirectRules: () => Promise<RedirectRule[]>;
  headers: (request: SiteRequest) => Promise<Record<string, string>>;
} {
  const swaps = followFolderSwaps(root);
  const redirectsText = watchedText(swaps, path.join(root, '_redirects'));
  const headersText = watchedText(swaps, path.join(root, '_headers'));
  let redirectRules: { text: string; rules: RedirectRule[] } = { text: '', rules: [] };
  let headerRules: { text: string; rules: HeaderRule[] } = { text: '', rules: [] };

  const rulesNow = async () => {
    const text = await redirectsText();
    if (text !== redirectRules.text) redirectRules = { text, rules: parseRedirects(text).rules };
    return redirectRules.rules;
  };

  return {
    redirects: followRedirects(rulesNow),
    redirectRules: rulesNow,
    async headers(request) {
      const text = await headersText();
      if (text !== headerRules.text) headerRules = { text, rules: parseHeaders(text) };
      return headersFor(headerRules.rules, request.path);
    },
  };
}
