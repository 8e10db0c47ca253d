import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isOwnOrigin, type HostPolicy } from '../serve/host-check';
import { text, type RequestStep } from '../serve/reply';
import { refuseUpgrade } from '../serve/site-server';
import { CLIENT_PATH, EVENTS_PATH, type DevMessage } from '../../shared/live-reload-messages';

export interface LiveReload {
  /** Serves the browser script (and explains the channel to a plain GET); passes on every other path. */
  step: RequestStep;
  /** Takes a WebSocket upgrade of the live-reload channel, or refuses it. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, hostPolicy: HostPolicy): void;
  broadcast(message: DevMessage): void;
  /** Pages connected now. */
  readonly clients: number;
  /** Closes every connection, so the server can stop. */
  close(): void;
}

/** Pings find connections whose page went away without closing them. */
const HEARTBEAT_MS = 15_000;

/**
 * The live-reload channel: a WebSocket (not server-sent events, which would hold one of the
 * browser's six HTTP/1.1 connections per host for every open tab, so a seventh tab could not
 * load). An upgrade carrying an `Origin` other than this server's is refused with 403, so
 * another site open in the same browser cannot listen in; the server has already refused
 * foreign `Host` names.
 */
export function createLiveReload(options: { clientScript: string; hello: () => DevMessage }): LiveReload {
  // Messages from pages are never needed: a tiny limit keeps a misbehaving client cheap.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024, perMessageDeflate: false });
  const clients = new Set<WebSocket>();
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!alive.has(client)) {
        client.terminate();
        continue;
      }
      alive.delete(client);
      client.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const script = Buffer.from(options.clientScript);
  const scriptTag = createHash('sha1').update(script).digest('base64url');

  const step: RequestStep = (request) => {
    if (request.path === CLIENT_PATH) {
      return { type: 'bytes', status: 200, contentType: 'text/javascript; charset=utf-8', cacheControl: 'no-cache', body: script, size: script.byteLength, tag: scriptTag };
    }
    if (request.path === EVENTS_PATH) return text(426, 'Upgrade Required: the live-reload channel is a WebSocket', { Upgrade: 'websocket' });
    return null;
  };

  return {
    step,
    upgrade(request, socket, head, hostPolicy) {
      const pathname = (request.url ?? '').split('?')[0];
      if (pathname !== EVENTS_PATH || (request.headers.upgrade ?? '').toLowerCase() !== 'websocket') {
        refuseUpgrade(socket, '404 Not Found');
        return;
      }
      if (!isOwnOrigin(request.headers.origin, hostPolicy)) {
        refuseUpgrade(socket, '403 Forbidden');
        return;
      }
      sockets.handleUpgrade(request, socket, head, (client) => {
        clients.add(client);
        alive.add(client);
        client.on('pong', () => alive.add(client));
        client.on('close', () => clients.delete(client));
        client.on('error', () => clients.delete(client));
        client.send(JSON.stringify(options.hello()));
      });
    },
    broadcast(message) {
      const data = JSON.stringify(message);
      for (const client of clients) if (client.readyState === client.OPEN) client.send(data);
    },
    get clients() {
      return clients.size;
    },
    close() {
      clearInterval(heartbeat);
      for (const client of clients) {
        client.close(1001, 'server stopping');
        setTimeout(() => client.terminate(), 100).unref();
      }
      clients.clear();
      sockets.close();
    },
  };
}
