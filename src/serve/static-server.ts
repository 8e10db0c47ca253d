import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isHashedAsset } from '../output/asset-names';
import { contentTypeOf } from './content-types';

export interface StaticServerOptions {
  /** The built site. */
  root: string;
  port?: number;
  /** Address to bind; loopback unless the caller asks otherwise. */
  host?: string;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Why a request path cannot name a file of the site. */
type PathProblem = 'bad-request' | 'not-found';

/**
 * Turns a request path into a posix path inside the site, or says why it cannot be one.
 * Encoded dots, backslashes and NUL bytes are refused before the file system sees them.
 */
export function resolveRequestPath(rawPathname: string): { path: string } | { problem: PathProblem } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return { problem: 'bad-request' };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return { problem: 'bad-request' };
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return { problem: 'bad-request' };
  return { path: decoded };
}

const isInside = (root: string, file: string) => file === root || file.startsWith(root + path.sep);

/** The canonical spelling of a path: no trailing slash except for `/`. */
const canonicalRedirect = (pathname: string) => (pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : null);

export function cacheControlFor(pathname: string): string {
  if (isHashedAsset(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Serves a built site the way a static host would: clean URLs, the 404 page with status
 * 404, long caching for hashed assets and revalidation for everything else. Nothing outside
 * the site's folder is ever read, whatever the request says.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const host = options.host ?? '127.0.0.1';
  const root = await realpath(options.root);

  const findFile = async (sitePath: string): Promise<{ file: string; size: number; mtimeMs: number } | null> => {
    const relative = sitePath.replace(/^\/+/, '');
    const candidates = sitePath.endsWith('/') || relative === '' ? [path.join(relative, 'index.html')] : [relative, path.join(relative, 'index.html')];
    for (const candidate of candidates) {
      const absolute = path.join(root, candidate);
      try {
        const real = await realpath(absolute);
        // A symlink may point anywhere; only files that really live in the site are served.
        if (!isInside(root, real)) continue;
        const info = await stat(real);
        if (info.isFile()) return { file: real, size: info.size, mtimeMs: info.mtimeMs };
      } catch {
        // Not there: try the next spelling.
      }
    }
    return null;
  };

  const send = async (request: http.IncomingMessage, response: http.ServerResponse, found: { file: string; size: number; mtimeMs: number }, status: number, pathname: string) => {
    const etag = `W/"${createHash('sha1').update(`${found.size}-${found.mtimeMs}`).digest('base64url').slice(0, 16)}"`;
    response.setHeader('Content-Type', contentTypeOf(found.file));
    response.setHeader('Cache-Control', status === 200 ? cacheControlFor(pathname) : 'no-cache');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (status === 200) {
      response.setHeader('ETag', etag);
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304).end();
        return;
      }
    }
    response.setHeader('Content-Length', found.size);
    response.writeHead(status);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(found.file).on('error', () => response.destroy()).pipe(response);
  };

  const plain = (response: http.ServerResponse, status: number, text: string) => {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end(`${text}\n`);
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('Allow', 'GET, HEAD');
        plain(response, 405, 'Method Not Allowed');
        return;
      }
      const rawPath = (request.url ?? '/').split('?')[0]!.split('#')[0]!;
      const resolved = resolveRequestPath(rawPath);
      if ('problem' in resolved) {
        plain(response, resolved.problem === 'bad-request' ? 400 : 404, resolved.problem === 'bad-request' ? 'Bad Request' : 'Not Found');
        return;
      }
      const redirect = canonicalRedirect(resolved.path);
      if (redirect && rawPath.length > 1) {
        const query = request.url?.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        response.writeHead(301, { Location: encodeURI(redirect) + query, 'Cache-Control': 'no-cache' }).end();
        return;
      }
      const found = await findFile(resolved.path);
      if (found) {
        await send(request, response, found, 200, resolved.path);
        return;
      }
      const notFound = await findFile('/404.html');
      if (notFound) await send(request, response, notFound, 404, '/404.html');
      else plain(response, 404, 'Not Found');
    })().catch(() => {
      if (!response.headersSent) plain(response, 500, 'Internal Server Error');
      else response.destroy();
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
