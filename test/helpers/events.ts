import http from 'node:http';
import type { DevMessage } from '../../src/dev/messages';
import { EVENTS_PATH } from '../../src/dev/messages';

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: DevMessage[];
  /** The next message (after those already received) that matches, or a rejection after `timeoutMs`. */
  next(match?: (message: DevMessage) => boolean, timeoutMs?: number): Promise<DevMessage>;
  close(): void;
}

/** Connects to a dev server's live-reload channel as a page would, with chosen headers. */
export function openEvents(port: number, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: EVENTS_PATH, headers: { host: `127.0.0.1:${port}`, ...headers }, agent: false }, (response) => {
      const messages: DevMessage[] = [];
      const waiters: { match: (m: DevMessage) => boolean; resolve: (m: DevMessage) => void; from: number }[] = [];
      let buffer = '';
      const settle = () => {
        for (const waiter of [...waiters]) {
          const found = messages.slice(waiter.from).find(waiter.match);
          if (found) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(found);
          }
        }
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) messages.push(JSON.parse(data) as DevMessage);
          end = buffer.indexOf('\n\n');
        }
        settle();
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        next(match = () => true, timeoutMs = 15_000) {
          return new Promise((resolveNext, rejectNext) => {
            const timer = setTimeout(() => rejectNext(new Error(`no matching live-reload message within ${timeoutMs} ms: ${JSON.stringify(messages)}`)), timeoutMs);
            waiters.push({
              match,
              from: messages.length,
              resolve: (message) => {
                clearTimeout(timer);
                resolveNext(message);
              },
            });
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', (caught: NodeJS.ErrnoException) => {
      if (caught.code !== 'ECONNRESET') reject(caught);
    });
  });
}
