import { stat } from 'node:fs/promises';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { openFileStore } from './file-store';
import type { RedirectRule } from '../routing/redirect-rules';
import type { RequestStep } from './reply';
import { hostRules } from './host-rules';
import { startSiteServer, type SiteServer } from './site-server';
import { redirectToCanonical, serveFiles, serveNotFound } from './steps';

export interface StaticServerOptions {
  /** The built site. */
  root: string;
  port?: number;
  /** Address to bind; loopback unless the caller asks otherwise. */
  host?: string;
  /** Host names accepted on top of the bound host's own. */
  allowedHosts?: readonly string[];
  onError?: (error: unknown) => void;
}

export type StaticServer = SiteServer;

/** A folder to serve must exist: serving nothing but 404s would hide the mistake. */
export async function checkServeRoot(root: string, shown: string): Promise<Diagnostic | null> {
  try {
    if ((await stat(root)).isDirectory()) return null;
  } catch {
    // Reported below.
  }
  return error({
    code: 'serve/no-site',
    message: `No built site at ${shown}`,
    file: shown,
    hint: 'run `docs-site build` first, or pass the folder to serve',
  });
}

/**
 * The request pipeline of `docs-site serve`, in order: the canonical spelling, the files,
 * the site's `_redirects` (for paths no file answers, as static hosts do), the 404 page (the
 * one a `404` rule of `_redirects` names for the path, else `404.html`).
 */
export async function staticSiteSteps(root: string, redirects?: RequestStep, redirectRules?: () => Promise<readonly RedirectRule[]>): Promise<RequestStep[]> {
  const store = await openFileStore(root);
  return [redirectToCanonical, serveFiles(store), ...(redirects ? [redirects] : []), serveNotFound(store, redirectRules)];
}

/**
 * Serves a built site the way a static host would: clean URLs, the 404 page with status 404,
 * long caching for hashed assets and revalidation for everything else, compressed when the
 * client accepts it. Nothing outside the site's folder is ever read, whatever the request says.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const rules = hostRules(options.root);
  return startSiteServer({
    steps: await staticSiteSteps(options.root, rules.redirects, rules.redirectRules),
    extraHeaders: rules.headers,
    ...(options.host !== undefined && { host: options.host }),
    ...(options.port !== undefined && { port: options.port }),
    ...(options.allowedHosts && { allowedHosts: options.allowedHosts }),
    ...(options.onError && { onError: options.onError }),
  });
}
