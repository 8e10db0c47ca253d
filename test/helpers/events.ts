import WebSocket from 'ws';
import type { DevMessage } from '../../src/shared/live-reload-messages';
import { EVENTS_PATH } from '../../src/shared/live-reload-messages';

export interface EventStream {
  messages: DevMessage[];
  /** The next message (after those already received) that matches, or a rejection after `timeoutMs`. */
  next(match?: (message: DevMessage) => boolean, timeoutMs?: number): Promise<DevMessage>;
  close(): void;
}

/**
 * Connects to a dev server's live-reload channel as a page would. Resolves once connected,
 * or rejects with the HTTP status of a refused upgrade (`refused 403`).
 */
export function openEvents(port: number, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${EVENTS_PATH}`, { headers: { host: `127.0.0.1:${port}`, ...headers } });
    const messages: DevMessage[] = [];
    const waiters: { match: (m: DevMessage) => boolean; resolve: (m: DevMessage) => void }[] = [];
    socket.on('unexpected-response', (_request, response) => {
      reject(new Error(`refused ${response.statusCode}`));
      socket.terminate();
    });
    socket.on('error', (caught) => reject(caught));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as DevMessage;
      messages.push(message);
      for (const waiter of [...waiters]) {
        if (!waiter.match(message)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    });
    socket.on('open', () =>
      resolve({
        messages,
        next(match = () => true, timeoutMs = 15_000) {
          return new Promise((resolveNext, rejectNext) => {
            const timer = setTimeout(() => rejectNext(new Error(`no matching live-reload message within ${timeoutMs} ms: ${JSON.stringify(messages)}`)), timeoutMs);
            waiters.push({
              match,
              resolve: (message) => {
                clearTimeout(timer);
                resolveNext(message);
              },
            });
          });
        },
        close: () => socket.terminate(),
      }),
    );
  });
}
