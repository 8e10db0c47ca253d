import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startCli, waitForExit, type RunningCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, snapshotTree } from '../helpers/fixture';

let root: string;

beforeAll(async () => {
  root = await copyFixture('basic');
  const built = await runCli(['build'], { cwd: root });
  expect(built.code, built.stderr).toBe(0);
});

afterAll(cleanupTemporaryFolders);

async function startServe(args: string[] = []): Promise<{ cli: RunningCli; url: string; port: number }> {
  const cli = startCli(['serve', '--port', '0', ...args], { cwd: root });
  const [, url, port] = await cli.waitFor(/at (http:\/\/127\.0\.0\.1:(\d+))/);
  return { cli, url: url!, port: Number(port) };
}

/** Opens a keep-alive connection and leaves it open, as a browser tab would. */
async function holdConnection(port: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
      .on('error', reject);
  });
  return agent;
}

describe('docs-site serve (the command)', () => {
  // How soon it stops (the manual's 2 s, /docs-infra/serving) is measured by
  // `npm run bench:serve`; here, that it stops by itself, cleanly, with a connection left open.
  it.each([['SIGTERM'], ['SIGINT']] as const)('stops on %s with a connection open, exiting 0 and leaving the folder as it was', async (signal) => {
    const before = await snapshotTree(root);
    const { cli, port } = await startServe();
    const agent = await holdConnection(port);
    cli.child.kill(signal);
    const { code } = await waitForExit(cli);
    agent.destroy();
    expect(code).toBe(0);
    expect(await snapshotTree(root)).toEqual(before);
    // Nothing listens any more.
    await expect(
      new Promise((resolve, reject) => net.connect(port, '127.0.0.1').on('connect', resolve).on('error', reject)),
    ).rejects.toThrow(/ECONNREFUSED/);
  });

  it('fails with exit code 1 and a clear message when there is no built site', async () => {
    const result = await runCli(['serve', 'nowhere'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error serve/no-site nowhere');
    expect(result.stderr).toContain('No built site at nowhere');
  });

  it('fails with exit code 1 when the port is taken', async () => {
    const { cli, port } = await startServe();
    const result = await runCli(['serve', '--port', String(port)], { cwd: root });
    cli.child.kill('SIGTERM');
    await cli.exited;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is in use`);
  });

  it('answers every request of a short bounded load (20 connections, 400 requests) without an error', async () => {
    const { cli, url } = await startServe();
    // A number of requests, not a duration: how many a machine answers in a second is for
    // `npm run bench:serve`.
    const result = await autocannon({
      url: `${url}/joy-ui/getting-started`,
      connections: 20,
      amount: 400,
      headers: { 'accept-encoding': 'br' },
    });
    cli.child.kill('SIGTERM');
    await cli.exited;
    expect(result['2xx']).toBe(400);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
  });

  it('serves the folder given as an argument', async () => {
    const { cli, url } = await startServe([path.join(root, 'dist')]);
    const response = await fetch(`${url}/joy-ui/getting-started`);
    cli.child.kill('SIGTERM');
    await cli.exited;
    expect(response.status).toBe(200);
  });
});
