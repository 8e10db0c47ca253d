import { afterEach } from 'vitest';
import { startDevServer, type DevEvent, type DevServer, type DevServerOptions } from '../../src/node/dev/dev-server';

export interface RunningDev {
  server: DevServer;
  url: string;
  events: DevEvent[];
  /** Resolves with the next event of this type (after the call), or rejects after `timeoutMs`. */
  next<T extends DevEvent['type']>(type: T, timeoutMs?: number): Promise<Extract<DevEvent, { type: T }>>;
  close(): Promise<void>;
}

/** Starts `docs-site dev` in this process on a free loopback port, recording what it reports. */
export async function startDev(root: string, options: Omit<DevServerOptions, 'cwd' | 'onEvent'> = {}): Promise<RunningDev> {
  const events: DevEvent[] = [];
  const waiters: { type: string; resolve: (event: DevEvent) => void }[] = [];
  const server = await startDevServer({
    cwd: root,
    port: 0,
    ...options,
    onEvent: (event) => {
      events.push(event);
      for (const waiter of waiters.splice(0)) {
        if (waiter.type === event.type) waiter.resolve(event);
        else waiters.push(waiter);
      }
    },
  });
  return {
    server,
    url: server.url,
    events,
    next(type, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          type,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event as never);
          },
        });
      });
    },
    close: () => server.close(),
  };
}

/** The dev servers a test file starts: each is closed after the test that started it. */
export function closedAfterEachTest(): RunningDev[] {
  const running: RunningDev[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((dev) => dev.close()));
  });
  return running;
}

/** What dev answers for a path: its status and text. */
export async function getFromDev(dev: RunningDev, pathname: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${dev.url}${pathname}`);
  return { status: response.status, text: await response.text() };
}

/** The live-reload script tag as dev serves it, at whatever version. */
export const CLIENT_TAG_SERVED = /<script src="\/__docs-site\/client\.js" data-version="[0-9a-f]+\.\d+" defer><\/script>/;

/** A page as dev serves it, without its live-reload script tag: what a build writes. */
export const withoutClientTag = (html: string) => html.replace(CLIENT_TAG_SERVED, '');
