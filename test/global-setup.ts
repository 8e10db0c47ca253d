import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { pinnedChromium } from './helpers/chromium';
import { sharedFixtures } from './helpers/shared-fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test files ask for what they share (see test/helpers/shared.ts). */
    sharedFixturesUrl: string;
  }
}

/**
 * Once per run, before any test file: lib/ is compiled (tests that run the CLI as a process
 * need it to match the sources) and the pinned Chromium is unpacked (so no two files unpack it
 * at once). What test files share is made here, in the run's main process, on the first ask of
 * a file: a small HTTP server on 127.0.0.1 answers `GET /<name>` with the folder once it is made,
 * or with why it could not be.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await Promise.all([promisify(execFile)(process.execPath, ['scripts/compile.mjs'], { cwd: root }), pinnedChromium()]);
  const shared = await mkdtemp(path.join(os.tmpdir(), 'docs-site-shared-'));
  const stop = new AbortController();
  const made = new Map<string, Promise<string>>();

  const server = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '/').slice(1));
    const make = Object.hasOwn(sharedFixtures, name) ? sharedFixtures[name] : undefined;
    if (!make) {
      response.writeHead(404).end(JSON.stringify({ error: `no shared fixture named ${name}` }));
      return;
    }
    let folder = made.get(name);
    if (!folder) {
      const dir = path.join(shared, name);
      folder = make(dir, stop.signal).then(() => dir);
      made.set(name, folder);
    }
    folder.then(
      (dir) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ dir })),
      (caught: unknown) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: caught instanceof Error ? caught.message : String(caught) })),
    );
  });
  // A build can take minutes on a loaded machine: the request waits as long as it takes.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('sharedFixturesUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return async () => {
    stop.abort();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await Promise.allSettled(made.values());
    await rm(shared, { recursive: true, force: true });
  };
}
