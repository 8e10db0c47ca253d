import http, { validateHeaderName, validateHeaderValue } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import os from 'node:os';
import { SERVER_HEADERS_TIMEOUT_MS, SERVER_REQUEST_TIMEOUT_MS, SERVER_TIMEOUT_CHECK_INTERVAL_MS } from '../util/limits';
import { hostLiteral, hostPolicy, isAllowedHost, type HostPolicy } from './host-check';
import { text, type Reply, type RequestStep, type SiteRequest } from './reply';
import { parseRequestTarget } from './request-path';
import { createCompressor, sendReply } from './send';

export interface SiteServerOptions {
  /** Address to bind; loopback unless the caller asks otherwise. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Host names accepted on top of the bound host's own (`--allow-host`). */
  allowedHosts?: readonly string[];
  /** The request pipeline, tried in order; the first reply wins. */
  steps: readonly RequestStep[];
  /**
   * Headers the site asks for on a path (its `_headers` file), sent with every reply to it;
   * the reply's own caching and content headers are decided by the server.
   */
  extraHeaders?: (request: SiteRequest) => Promise<Record<string, string>> | Record<string, string>;
  /** Compress text replies for clients that accept it (default true). */
  compress?: boolean;
  /** Told about failures inside a step (a bug, answered with 500). */
  onError?: (error: unknown, request: SiteRequest) => void;
  /**
   * Takes over protocol upgrades (the dev server's WebSocket), once the `Host` has been
   * checked. Without it, upgrades are refused.
   */
  upgrade?: (request: http.IncomingMessage, socket: Duplex, head: Buffer, hostPolicy: HostPolicy) => void;
  /**
   * How long a client has to send a request's headers, and the whole request, before its
   * connection is closed. The defaults are `SERVER_HEADERS_TIMEOUT_MS` and
   * `SERVER_REQUEST_TIMEOUT_MS` (util/limits.ts); tests shorten them.
   */
  timeouts?: { headersMs: number; requestMs: number };
}

export interface SiteServer {
  /** `http://127.0.0.1:4173`. */
  url: string;
  port: number;
  hostPolicy: HostPolicy;
  /** Stops accepting, lets answers in progress finish (briefly), then drops every connection. */
  close(): Promise<void>;
}

/** Answers an upgrade request that is not taken, and closes its connection. */
export function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Whether an HTTP message can carry this header (a hand-edited `_headers` may hold anything). */
function isSendable(name: string, value: string): boolean {
  try {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}

/** The status line for a request Node gave up on (`clientError`), as Node's own handler words it. */
const clientErrorStatus = (code: string | undefined): string =>
  code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';

/** How long `close` lets requests in progress finish before cutting their connections. */
const CLOSE_GRACE_MS = 500;

const interfaceAddresses = (): string[] =>
  Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((info) => info.address);

/**
 * The one HTTP server both `serve` and `dev` run: it refuses foreign `Host` headers (DNS
 * rebinding), methods other than GET and HEAD, and unsafe paths, before any step sees the
 * request; then runs the steps and writes their reply. It never sends
 * `Access-Control-Allow-Origin`, so other sites cannot read its answers.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const host = options.host ?? '127.0.0.1';
  const compressor = options.compress === false ? null : createCompressor();
  let policy: HostPolicy | null = null;
  const sockets = new Set<Socket>();

  const answer = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    if (!policy || !isAllowedHost(request.headers.host, policy)) {
      await sendReply(request, response, text(403, 'Forbidden: this server answers only to its own host name'), null);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      await sendReply(request, response, text(405, 'Method Not Allowed', { Allow: 'GET, HEAD' }), null);
      return;
    }
    const target = parseRequestTarget(request.url ?? '/');
    if ('problem' in target) {
      await sendReply(request, response, text(400, 'Bad Request'), null);
      return;
    }
    const siteRequest: SiteRequest = { method: request.method, ...target, headers: request.headers, hostPolicy: policy };
    let reply: Reply | null = null;
    try {
      for (const step of options.steps) {
        reply = await step(siteRequest);
        if (reply) break;
      }
    } catch (caught) {
      options.onError?.(caught, siteRequest);
      reply = text(500, 'Internal Server Error');
    }
    if (options.extraHeaders) {
      for (const [name, value] of Object.entries(await options.extraHeaders(siteRequest))) {
        // This server never lets other sites read its answers, whatever a rule file says; a
        // header no message can carry is left out rather than failing every answer with a 500.
        if (!/^access-control-/i.test(name) && isSendable(name, value)) response.setHeader(name, value);
      }
    }
    await sendReply(request, response, reply ?? text(404, 'Not Found'), compressor);
  };

  // A slow or malformed client must not hold the server: bound how long headers and the whole
  // request may take, and look for connections past those times often enough for the bound to hold.
  const { headersMs, requestMs } = options.timeouts ?? { headersMs: SERVER_HEADERS_TIMEOUT_MS, requestMs: SERVER_REQUEST_TIMEOUT_MS };
  const serverOptions: http.ServerOptions = {
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    connectionsCheckingInterval: Math.max(1, Math.min(SERVER_TIMEOUT_CHECK_INTERVAL_MS, Math.floor(headersMs / 4))),
  };
  const server = http.createServer(serverOptions, (request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error\n');
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!policy || !isAllowedHost(request.headers.host, policy)) {
      refuseUpgrade(socket, '403 Forbidden');
      return;
    }
    if (!options.upgrade) {
      refuseUpgrade(socket, '404 Not Found');
      return;
    }
    options.upgrade(request, socket, head, policy);
  });
  // A request that timed out or cannot be parsed: answered, as Node's own handler does, unless part
  // of a reply went out already, then the connection is destroyed. Ending it instead (a FIN) left
  // it half open for as long as the client kept sending, so slow clients were never let go.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: http.ServerResponse | null }) => {
    if (socket.writable && error.code !== 'ECONNRESET' && !socket._httpMessage?.headersSent) {
      socket.write(`HTTP/1.1 ${clientErrorStatus(error.code)}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    }
    socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  policy = hostPolicy({
    boundHost: host,
    port,
    ...(options.allowedHosts && { allowedHosts: options.allowedHosts }),
    interfaceAddresses: interfaceAddresses(),
  });
  const shownHost = ['0.0.0.0', '::'].includes(host) ? 'localhost' : hostLiteral(host);

  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    hostPolicy: policy,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const cut = setTimeout(() => {
          server.closeAllConnections();
          for (const socket of sockets) socket.destroy();
        }, CLOSE_GRACE_MS);
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
