import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build, type BuildResult } from '../../src/build';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server';
import { launchBrowser } from './browser';
import { cleanupTemporaryFolders, repoRoot, temporaryFolder } from './fixture';

export interface ServedSite {
  url: string;
  outDir: string;
  result: BuildResult;
  server: StaticServer;
  close(): Promise<void>;
}

/** Builds a site (a folder with a docs-site.config.ts) into a temporary folder and serves it on 127.0.0.1. */
export async function buildAndServe(root: string): Promise<ServedSite> {
  const outDir = path.join(await temporaryFolder('docs-site-e2e-'), 'dist');
  const result = await build({ cwd: root, outDir });
  if (!result.ok) {
    throw new Error(`build failed:\n${result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n')}`);
  }
  const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
  return { url: server.url, outDir, result, server, close: () => server.close() };
}

/**
 * The bundled site (this repository's), built and served, and a Chromium to open it in, for
 * the tests of one file: started before them, closed after. Read the fields inside tests.
 */
export function bundledSiteInBrowser(): { browser: Browser; site: ServedSite } {
  const opened = {} as { browser: Browser; site: ServedSite };
  beforeAll(async () => {
    [opened.browser, opened.site] = await Promise.all([launchBrowser(), buildAndServe(repoRoot)]);
  });
  afterAll(async () => {
    await opened.browser?.close();
    await opened.site?.close();
    await cleanupTemporaryFolders();
  });
  return opened;
}
