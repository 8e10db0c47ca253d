import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { startStaticServer, type StaticServer } from '../../src/node/serve/static-server';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText, writeFiles } from '../helpers/fixture';
import { rawRequest } from '../helpers/http';

afterAll(cleanupTemporaryFolders);

describe('docs-site serve honours the _redirects and _headers a build writes', () => {
  let server: StaticServer;
  let root: string;
  const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' });

  beforeAll(async () => {
    root = await copyFixture('basic');
    await extendConfig(root, "redirects: [{ from: '/joy-ui/old-button', to: '/joy-ui/react-button' }, { from: '/guides/*', to: '/joy-ui/:splat', status: 302 }],");
    await writeFiles(root, {
      'content/api-docs/button.md': '---\ntitle: Button API\ndescription: Props of Button.\n---\n\n## Props\n',
      'content/experiments/docs/test.md': '---\ntitle: Test\ndescription: A test page.\n---\n\nTest.\n',
    });
    expect((await build({ cwd: root })).ok).toBe(true);
    server = await startStaticServer({ root: path.join(root, 'dist'), port: 0 });
  });
  afterAll(() => server?.close());

  it.each([
    ['/api/button', 301, '/api-docs/button'],
    ['/api/button?tab=props', 301, '/api-docs/button?tab=props'],
    ['/joy-ui/old-button', 301, '/joy-ui/react-button'],
    ['/guides/getting-started', 302, '/joy-ui/getting-started'],
  ])('%s redirects with %d to %s', async (from, status, location) => {
    const response = await get(from);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });

  // Regression: these answered `500 Moved Permanently`, or sent a space or a raw byte in `Location`.
  it.each([
    ['/api/%E2%82%AC', '/api-docs/%E2%82%AC'],
    ['/api/%0d%0a', '/api-docs/%0D%0A'],
    ['/api/%0d%0aSet-Cookie:%20x=1', '/api-docs/%0D%0ASet-Cookie:%20x=1'],
    ['/api/a%20b', '/api-docs/a%20b'],
    ['/api/%C3%A9', '/api-docs/%C3%A9'],
    ['/api/a%3Fb?tab=1', '/api-docs/a%3Fb?tab=1'],
    ['/api/100%25/x', '/api-docs/100%25/x'],
  ])('%s redirects to the percent-encoded %s', async (from, location) => {
    const response = await rawRequest(server.port, from);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('lets files win over redirect rules, as static hosts do', async () => {
    expect((await get('/api-docs/button')).status).toBe(200);
  });

  it('sends the security headers, the policy and noindex where the rules say', async () => {
    const page = await get('/joy-ui/react-button');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-robots-tag')).toBeNull();
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect((await get('/experiments/docs/test')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('picks up a rebuilt rules file', async () => {
    const config = await readText(path.join(root, 'docs-site.config.ts'));
    await writeFiles(root, { 'docs-site.config.ts': config.replace("{ from: '/joy-ui/old-button', to: '/joy-ui/react-button' }", "{ from: '/joy-ui/old-button', to: '/joy-ui/getting-started' }") });
    expect((await build({ cwd: root })).ok).toBe(true);
    await expect
      .poll(async () => (await get('/joy-ui/old-button')).headers.get('location'), { timeout: 5000, interval: 250 })
      .toBe('/joy-ui/getting-started');
  });
});
