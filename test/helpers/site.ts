import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { BuildResult } from '../../src/node/build';
import { startStaticServer, type StaticServer } from '../../src/node/serve/static-server';
import { launchBrowser } from './browser';
import { cleanupTemporaryFolders, temporaryFolder } from './fixture';
import { bundledSiteFolder } from './shared';

/** A built site served on 127.0.0.1. */
export interface BuiltSite {
  url: string;
  outDir: string;
  server: StaticServer;
  close(): Promise<void>;
}

export interface ServedSite extends BuiltSite {
  result: BuildResult;
}

/** Serves a built site (a folder) on 127.0.0.1, on a free port. */
export async function serveFolder(outDir: string): Promise<BuiltSite> {
  const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
  return { url: server.url, outDir, server, close: () => server.close() };
}

/** Builds a site (a folder with a docs-site.config.ts) into a temporary folder and serves it on 127.0.0.1. */
export async function buildAndServe(root: string): Promise<ServedSite> {
  // Imported here: files that only serve the shared bundled site do not load the engine.
  const { build } = await import('../../src/node/build');
  const outDir = path.join(await temporaryFolder('docs-site-e2e-'), 'dist');
  const result = await build({ cwd: root, outDir });
  if (!result.ok) {
    throw new Error(`build failed:\n${result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n')}`);
  }
  return { ...(await serveFolder(outDir)), result };
}

/**
 * The bundled site (this repository's), built once for the whole run, served, and a Chromium
 * to open it in, for the tests of one file: started before them, closed after. Read the
 * fields inside tests.
 */
export function bundledSiteInBrowser(): { browser: Browser; site: BuiltSite } {
  const opened = {} as { browser: Browser; site: BuiltSite };
  beforeAll(async () => {
    [opened.browser, opened.site] = await Promise.all([launchBrowser(), bundledSiteFolder().then(serveFolder)]);
  });
  afterAll(async () => {
    await opened.browser?.close();
    await opened.site?.close();
    await cleanupTemporaryFolders();
  });
  return opened;
}
