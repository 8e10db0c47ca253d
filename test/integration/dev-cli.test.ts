import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEvents } from '../helpers/events';
import { startCli, waitForExit } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, fileAppears, snapshotTree } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

describe('docs-site dev (the command)', () => {
  it('prints where it serves and each rebuild, and serves the site', async () => {
    const root = await copyFixture('basic');
    const cli = startCli(['dev', '--port', '0'], { cwd: root });
    const [, url] = await cli.waitFor(/Dev server at (http:\/\/127\.0\.0\.1:\d+): 5 pages, ready in \d+\.\d+ s/);
    expect((await fetch(`${url}/about`)).status).toBe(200);
    await writeFile(path.join(root, 'content', 'about.md'), '---\ntitle: About\ndescription: About.\n---\n\nChanged.\n');
    await cli.waitFor(/content\/about\.md: rendered \/about, 1 page out of date \(\d+ ms\)/);
    // The watcher may first see the file truncated by the write, then written: the page ends up
    // with the new text (another rebuild line follows), whatever the first rebuild read.
    await expect.poll(async () => (await fetch(`${url}/about`)).text()).toContain('Changed.');
    cli.child.kill('SIGINT');
    expect((await cli.exited).code).toBe(0);
  });

  // How soon it stops (the manual's 2 s, /docs-infra/serving) is measured by
  // `npm run bench:dev`; here, that it stops by itself, cleanly, whatever it was doing.
  it.each([['SIGINT'], ['SIGTERM']] as const)(
    'stops on %s, even in the middle of a config reload, exiting 0 and leaving no temporary file',
    async (signal) => {
      const root = await copyFixture('basic');
      const configFile = path.join(root, 'docs-site.config.ts');
      const cli = startCli(['dev', '--port', '0'], { cwd: root });
      const [, url] = await cli.waitFor(/Dev server at (http:\/\/127\.0\.0\.1:\d+)/);
      // An open live-reload connection, as a browser tab keeps.
      const stream = await openEvents(Number(new URL(url!).port));
      const before = await snapshotTree(root);
      // A config change makes dev compile the config into a temporary module beside it: the
      // signal goes the moment that module appears, so the reload is under way.
      const reloading = fileAppears(root, /^\.docs-site\.config\.ts\..+\.mjs$/);
      await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("'Fixture Docs'", "'Fixture Docs!'"));
      await reloading;
      cli.child.kill(signal);
      const { code } = await waitForExit(cli);
      expect(code).toBe(0);
      stream.close();
      const leftovers = (await readdir(root)).filter((name) => name.startsWith('.'));
      expect(leftovers).toEqual([]);
      const after = await snapshotTree(root);
      expect(Object.keys(after)).toEqual(Object.keys(before));
    },
  );

  it('refuses to start on a taken port with exit code 1', async () => {
    const root = await copyFixture('basic');
    const first = startCli(['dev', '--port', '0'], { cwd: root });
    const [, port] = await first.waitFor(/Dev server at http:\/\/127\.0\.0\.1:(\d+)/);
    const second = startCli(['dev', '--port', port!], { cwd: root });
    const { code } = await second.exited;
    first.child.kill('SIGTERM');
    await first.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`Port ${port} on 127.0.0.1 is in use`);
  });
});
