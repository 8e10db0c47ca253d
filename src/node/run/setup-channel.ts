import { randomUUID } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import type { RenderSetup } from './render-context';

/**
 * How render threads started early get their setup: over a BroadcastChannel, since a worker's
 * data is fixed when it starts and the setup is known only once the site is loaded. A thread
 * says `ready` when it listens; the build's thread sends the setup as soon as it has it, and
 * again to a thread that says `ready` after that. A thread takes the first setup it hears.
 */
const READY = 'ready';

/** The build's side: a channel name for the threads, and `provide` to send them the setup. */
export function offerSetup(): { name: string; provide(setup: RenderSetup): void; close(): void } {
  const name = `docs-site-render-setup-${randomUUID()}`;
  const channel = new BroadcastChannel(name);
  let setup: RenderSetup | null = null;
  channel.onmessage = (event) => {
    if (event.data === READY && setup) channel.postMessage(setup);
  };
  // The channel must not keep the build's process alive.
  channel.unref();
  return {
    name,
    provide(given) {
      setup = given;
      channel.postMessage(given);
    },
    close: () => channel.close(),
  };
}

/** A render thread's side: the setup, once the build sends it. */
export function receiveSetup(name: string): Promise<RenderSetup> {
  const channel = new BroadcastChannel(name);
  return new Promise((resolve) => {
    channel.onmessage = (event) => {
      const data: unknown = event.data;
      if (data === READY) return;
      channel.close();
      resolve(data as RenderSetup);
    };
    channel.postMessage(READY);
  });
}
