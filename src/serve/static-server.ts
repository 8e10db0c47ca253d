import { stat } from 'node:fs/promises';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { openFileStore } from './file-store';
import type { RequestStep } from './reply';
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
 * The request pipeline of `docs-site serve`, in order. A later feature adds its step here:
 * `_redirects` rules go after the canonical redirect and before the files.
 */
export async function staticSiteSteps(root: string): Promise<RequestStep[]> {
  const store = await openFileStore(root);
  return [redirectToCanonical, serveFiles(store), serveNotFound(store)];
}

/**
 * Serves a built site the way a static host would: clean URLs, the 404 page with status 404,
 * long caching for hashed assets and revalidation for everything else, compressed when the
 * client accepts it. Nothing outside the site's folder is ever read, whatever the request says.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  return startSiteServer({
    steps: await staticSiteSteps(options.root),
    ...(options.host !== undefined && { host: options.host }),
    ...(options.port !== undefined && { port: options.port }),
    ...(options.allowedHosts && { allowedHosts: options.allowedHosts }),
    ...(options.onError && { onError: options.onError }),
  });
}
