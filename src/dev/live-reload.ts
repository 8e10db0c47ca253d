import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isOwnOrigin } from '../serve/host-check';
import { text, type RequestStep } from '../serve/reply';
import { CLIENT_PATH, EVENTS_PATH, type DevMessage } from './messages';

export interface LiveReload {
  /** Answers the event stream and the browser script; passes on every other path. */
  step: RequestStep;
  broadcast(message: DevMessage): void;
  /** Pages connected now. */
  readonly clients: number;
  /** Ends every stream, so the server can close. */
  close(): void;
}

/** Comment lines keep idle streams open through proxies and show a dead client quickly. */
const HEARTBEAT_MS = 15_000;
/** How soon a browser reconnects after the server went away (a restart). */
const RETRY_MS = 300;

const frame = (message: DevMessage) => `data: ${JSON.stringify(message)}\n\n`;

/**
 * The live-reload channel: server-sent events on one URL. A request carrying an `Origin`
 * other than this server's is refused (403), so another site open in the same browser
 * cannot listen in; the Host check of the server has already refused foreign names.
 */
export function createLiveReload(options: { clientScript: string; hello: () => DevMessage }): LiveReload {
  const clients = new Set<ServerResponse>();
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const script = Buffer.from(options.clientScript);
  const scriptTag = createHash('sha1').update(script).digest('base64url');

  const step: RequestStep = (request) => {
    if (request.path === CLIENT_PATH) {
      return { type: 'bytes', status: 200, contentType: 'text/javascript; charset=utf-8', cacheControl: 'no-cache', body: script, size: script.byteLength, tag: scriptTag };
    }
    if (request.path !== EVENTS_PATH) return null;
    const origin = request.headers.origin;
    if (!isOwnOrigin(Array.isArray(origin) ? origin[0] : origin, request.hostPolicy)) {
      return text(403, 'Forbidden: the live-reload channel is for pages of this server only');
    }
    return {
      type: 'stream',
      open(incoming, response) {
        response.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache',
          // The stream is the connection's last response: ending it (server shutdown) closes the socket.
          Connection: 'close',
        });
        response.write(`retry: ${RETRY_MS}\n${frame(options.hello())}`);
        clients.add(response);
        const forget = () => clients.delete(response);
        incoming.on('close', forget);
        response.on('close', forget);
        response.on('error', forget);
      },
    };
  };

  return {
    step,
    broadcast(message) {
      const data = frame(message);
      for (const client of clients) client.write(data);
    },
    get clients() {
      return clients.size;
    },
    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
