import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupTemporaryFolders, copyFixture, temporaryFolder } from '../helpers/fixture';
import { rawExchange, rawRequest } from '../helpers/http';
import { buildAndServe, type ServedSite } from '../helpers/site';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE';
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

let site: ServedSite;
let port: number;

beforeAll(async () => {
  site = await buildAndServe(await copyFixture('basic'));
  port = site.server.port;
  // Files a later build will produce (hashed client assets, the service worker), and traps.
  const outside = await temporaryFolder('docs-site-outside-');
  await writeFile(path.join(outside, 'secret.txt'), SECRET);
  await mkdir(path.join(site.outDir, 'assets'), { recursive: true });
  await writeFile(path.join(site.outDir, 'assets', 'client-3KD7Q2ZA.js'), ASSET);
  await writeFile(path.join(site.outDir, 'assets', 'plain.js'), ASSET);
  await writeFile(path.join(site.outDir, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting());\n');
  await writeFile(path.join(site.outDir, 'data.json'), '{"ok":true}\n');
  await symlink(path.join(outside, 'secret.txt'), path.join(site.outDir, 'leak.txt'));
  await symlink(outside, path.join(site.outDir, 'leakdir'));
  await symlink(path.join(site.outDir, 'robots.txt'), path.join(site.outDir, 'robots-alias.txt'));
  // Files a static host reads or keeps to itself, and the one dot-folder it publishes.
  await writeFile(path.join(site.outDir, '.docs-site-shard.json'), '{"shard":"1/2"}\n');
  await mkdir(path.join(site.outDir, '.git'));
  await writeFile(path.join(site.outDir, '.git', 'config'), '[core]\n');
  await writeFile(path.join(site.outDir, 'static', '.DS_Store'), 'x');
  await mkdir(path.join(site.outDir, '.well-known'));
  await writeFile(path.join(site.outDir, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n');
  await symlink(path.join(site.outDir, '_headers'), path.join(site.outDir, 'rules.txt'));
});

afterAll(async () => {
  await site?.close();
  await cleanupTemporaryFolders();
});

describe('serve: clean URLs, 404 and content types', () => {
  it('serves a page at its clean URL and the home page at /', async () => {
    const page = await rawRequest(port, '/joy-ui/getting-started');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<!DOCTYPE html>');
    expect((await rawRequest(port, '/')).text).toContain('Welcome to the fixture.');
  });

  it('redirects a trailing slash (and doubled slashes) to the canonical path, keeping the query', async () => {
    const slash = await rawRequest(port, '/joy-ui/getting-started/?tab=1');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/joy-ui/getting-started?tab=1');
    expect((await rawRequest(port, '/joy-ui//getting-started')).headers.location).toBe('/joy-ui/getting-started');
  });

  it('never redirects to another host (protocol-relative Location)', async () => {
    const response = await rawRequest(port, '//evil.example/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/evil.example');
  });

  it('answers an unknown path with the site 404 page and status 404', async () => {
    const response = await rawRequest(port, '/no/such/page');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toContain('Page not found');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/static/logo.svg', 'image/svg+xml'],
    ['/assets/plain.js', 'text/javascript; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
  ])('sends %s as %s, with nosniff', async (file, type) => {
    const response = await rawRequest(port, file);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('serve: caching', () => {
  it.each([
    ['/assets/client-3KD7Q2ZA.js', 'public, max-age=31536000, immutable'],
    ['/assets/plain.js', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/', 'no-cache'],
    ['/joy-ui/getting-started', 'no-cache'],
    ['/static/logo.svg', 'no-cache'],
  ])('%s has Cache-Control %s', async (file, cacheControl) => {
    expect((await rawRequest(port, file)).headers['cache-control']).toBe(cacheControl);
  });

  it('answers If-None-Match with 304 and no body while the file is unchanged, then 200 once it changes', async () => {
    const first = await rawRequest(port, '/data.json');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await rawRequest(port, '/data.json', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await rawRequest(port, '/data.json', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    await writeFile(path.join(site.outDir, 'data.json'), '{"ok":false}\n');
    const changed = await rawRequest(port, '/data.json', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe('{"ok":false}\n');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await rawRequest(port, '/joy-ui/getting-started');
    const head = await rawRequest(port, '/joy-ui/getting-started', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-length']).toBe(String(get.body.byteLength));
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});

describe('serve: compression', () => {
  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('sends %s when accepted, the same bytes once decoded, with its own ETag', async (encoding, decode) => {
    const plain = await rawRequest(port, '/assets/client-3KD7Q2ZA.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await rawRequest(port, '/assets/client-3KD7Q2ZA.js', { headers: { 'accept-encoding': encoding } });
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    expect(compressed.body.byteLength).toBeLessThan(plain.body.byteLength / 10);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.body.byteLength);
    expect(decode(compressed.body).toString()).toBe(ASSET);
    expect(compressed.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await rawRequest(port, '/assets/client-3KD7Q2ZA.js', {
      headers: { 'accept-encoding': encoding, 'if-none-match': compressed.headers.etag! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('prefers brotli, and sends images as they are', async () => {
    expect((await rawRequest(port, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })).headers['content-encoding']).toBe('br');
    await writeFile(path.join(site.outDir, 'picture.png'), Buffer.alloc(5000));
    const png = await rawRequest(port, '/picture.png', { headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.byteLength).toBe(5000);
  });
});

describe('serve: origin safety', () => {
  it.each([['evil.example:PORT'], ['evil.example'], ['localhost:1'], ['localhost.evil.example:PORT'], ['127.0.0.1.nip.io:PORT']])(
    'refuses Host %s with 403 (DNS rebinding) and sends none of the site',
    async (host) => {
      const response = await rawRequest(port, '/', { headers: { host: host.replace('PORT', String(port)) } });
      expect(response.status).toBe(403);
      expect(response.text).not.toContain('<html');
    },
  );

  it('refuses a request without a Host header', async () => {
    const response = await rawExchange(port, 'GET / HTTP/1.0\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.[01] (400|403) /);
    expect(response).not.toContain('<html');
  });

  it.each([['localhost:PORT'], ['127.0.0.1:PORT'], ['[::1]:PORT'], ['LocalHost:PORT']])('accepts the loopback spelling %s', async (host) => {
    expect((await rawRequest(port, '/', { headers: { host: host.replace('PORT', String(port)) } })).status).toBe(200);
  });

  it('never grants cross-origin reads, not even to a preflight', async () => {
    const get = await rawRequest(port, '/', { headers: { origin: 'http://evil.example' } });
    expect(get.status).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await rawRequest(port, '/', {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('serve: never a file outside the output folder', () => {
  it.each([
    ['/../secret.txt'],
    ['/../../../../etc/passwd'],
    ['/%2e%2e/secret.txt'],
    ['/%2E%2E/%2E%2E/etc/passwd'],
    ['/static/%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['/static/..%2f..%2fetc/passwd'],
    ['/..\\..\\etc\\passwd'],
    ['/static%5c..%5c..%5cetc%5cpasswd'],
    ['/robots.txt%00.html'],
    ['/robots.txt%00'],
    ['/%zz'],
  ])('%s gets 400', async (target) => {
    const response = await rawRequest(port, target);
    expect(response.status).toBe(400);
    expect(response.text).not.toContain(SECRET);
    expect(response.text).not.toContain('root:');
  });

  it.each([['/leak.txt'], ['/leakdir/secret.txt'], ['/leakdir']])('%s (a symlink pointing out) gets 404', async (target) => {
    const response = await rawRequest(port, target);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(SECRET);
  });

  it('serves a symlink that stays inside the folder', async () => {
    const response = await rawRequest(port, '/robots-alias.txt');
    expect(response.status).toBe(200);
    expect(response.text).toBe((await rawRequest(port, '/robots.txt')).text);
  });

  it('lists no folder', async () => {
    const response = await rawRequest(port, '/static');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('logo.svg');
  });
});

describe('serve: files a static host never publishes', () => {
  // Regression: /_headers and /_redirects were served with 200.
  it.each([['/_headers'], ['/_redirects'], ['/.docs-site-shard.json'], ['/.git/config'], ['/static/.DS_Store'], ['/rules.txt']])(
    '%s gets the 404 page',
    async (target) => {
      const response = await rawRequest(port, target);
      expect(response.status).toBe(404);
      expect(response.text).toContain('Page not found');
    },
  );

  it('serves /.well-known/, which exists to be served', async () => {
    const response = await rawRequest(port, '/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Contact:');
  });
});

describe('serve: a hand-edited _headers', () => {
  it('leaves out headers no HTTP message can carry, and answers as before', async () => {
    const rules = path.join(site.outDir, '_headers');
    const before = await readFile(rules, 'utf8');
    await writeFile(rules, `${before}\n/*\n  X-Price: 5 €\n  Bad Name: x\n  X-Line: a\u0001b\n  X-Fine: yes\n`);
    try {
      // The rule file is looked at again about once a second.
      await expect.poll(async () => (await rawRequest(port, '/about')).headers['x-fine'], { timeout: 10_000, interval: 200 }).toBe('yes');
      const response = await rawRequest(port, '/about');
      expect(response.status).toBe(200);
      expect(response.headers['x-price']).toBeUndefined();
      expect(response.headers['x-line']).toBeUndefined();
    } finally {
      await writeFile(rules, before);
    }
  });
});

describe('serve: bad requests', () => {
  it('answers malformed requests with 4xx and keeps serving', async () => {
    const garbage = await rawExchange(port, 'NOT-HTTP\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    const badVersion = await rawExchange(port, 'GET / HTTP/9.9\r\nHost: x\r\n\r\n');
    expect(badVersion).toMatch(/^HTTP\/1\.1 [45]\d\d /);
    const hugeHeader = await rawExchange(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`);
    expect(hugeHeader).toMatch(/^HTTP\/1\.1 431 /);
    const absolute = await rawExchange(port, `GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(absolute).toMatch(/^HTTP\/1\.1 400 /);
    const truncated = await rawExchange(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 10\r\n\r\nabc`, 300);
    expect(truncated).not.toMatch(/^HTTP\/1\.1 5/);
    expect((await rawRequest(port, '/', { method: 'POST' })).status).toBe(405);
    expect((await rawRequest(port, '/', { method: 'DELETE' })).headers.allow).toBe('GET, HEAD');
    expect((await rawRequest(port, '/')).status).toBe(200);
  });
});
