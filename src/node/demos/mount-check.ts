/**
 * Runs in the mount thread, once it is an emulated browser (`mount-worker.ts`): hydrates each
 * demo it is sent over the HTML the server rendered for it, as the island runtime does, lets
 * its effects run, and answers whether the markup changed.
 */
import { parentPort } from 'node:worker_threads';
import createCache from '@emotion/cache';
import type { Window as EmulatedWindow } from 'happy-dom';
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { emotionKey } from '../../shared/emotion-key';
import { IslandTree } from '../../shared/island-tree';
import { importSiteModule, shareOwnPackages } from '../util/shared-packages';
import type { TemplatesModule } from '../model/templates-api';
import type { MountJob, MountResult, MountWorkerData } from './mount-protocol';

/**
 * The emulated browser's globals: `mount-worker.ts` registers happy-dom's window on the
 * thread's global object before it imports this module. Engine code has no DOM types of its own.
 */
const browser = globalThis as unknown as Pick<EmulatedWindow, 'document' | 'requestAnimationFrame'>;

/** Turns of the event loop a demo gets after hydrating to settle (effects, then what they schedule). */
const SETTLE_TURNS = 5;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise<void>((resolve) => browser.requestAnimationFrame(() => resolve()));

async function watch(job: MountJob, Wrapper: TemplatesModule['IslandWrapper']): Promise<boolean | null> {
  const exports = await importSiteModule<{ default?: ComponentType<Record<string, unknown>> }>(job.modulePath);
  const Component = exports.default;
  if (!Component) return null;
  const { head } = browser.document;
  const headBefore = new Set(head.childNodes);
  const container = browser.document.createElement('div');
  browser.document.body.append(container);
  container.innerHTML = job.html;
  const before = container.innerHTML;
  const cache = createCache({ key: emotionKey('ltr', false), container: browser.document.head as unknown as NonNullable<Parameters<typeof createCache>[0]['container']> });
  // The check compares markup, not styles: a style the server did not render is noted as
  // inserted, as Emotion notes it, without being compiled (stylis) and added to the emulated
  // head, a good part of this thread's time.
  cache.insert = (_selector, serialized, _sheet, shouldCache) => {
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
  let mismatch = false;
  let hydrated = false;
  // happy-dom's elements are what React and Emotion reach for in a browser; the DOM's types
  // (the tests', not the engine's) do not say so.
  const root = hydrateRoot(
    container as unknown as Parameters<typeof hydrateRoot>[0],
    createElement(IslandTree, {
      cache,
      dir: 'ltr',
      Wrapper,
      Component,
      props: {},
      ownTheme: job.ownTheme,
      onHydrated: () => {
        hydrated = true;
      },
    }),
    {
      onRecoverableError: () => {
        mismatch = true;
      },
    },
  );
  for (let turn = 0; turn < SETTLE_TURNS; turn += 1) {
    await nextTurn();
    await nextFrame();
  }
  const after = container.innerHTML;
  root.unmount();
  container.remove();
  // The styles this demo put in the head (Emotion moves a page's server-rendered styles there
  // and adds its own): left, they pile up demo after demo, and every new Emotion cache looks
  // through them all.
  for (const node of [...head.childNodes]) if (!headBefore.has(node)) head.removeChild(node);
  if (!hydrated) return null;
  return mismatch || after !== before;
}

export async function serveMountChecks(data: MountWorkerData): Promise<void> {
  // What the demos print while they run here is not the reader's business, nor the build's.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) console[method] = () => undefined;
  const port = parentPort;
  if (!port) throw new Error('mount-check runs in a worker thread');
  shareOwnPackages(data.alias);
  if (data.licenseKeys) {
    const { LicenseInfo } = await importSiteModule<{ LicenseInfo: { setLicenseKey(key: string): void } }>(data.licenseKeys.module);
    LicenseInfo.setLicenseKey(data.licenseKeys.muiX);
  }
  const templates = await importSiteModule<TemplatesModule>(data.templatesModule);
  // Errors a demo throws from a timer or an effect after its check has answered.
  process.on('uncaughtException', () => undefined);
  process.on('unhandledRejection', () => undefined);
  let queue = Promise.resolve();
  port.on('message', (job: MountJob) => {
    queue = queue.then(async () => {
      let changes: boolean | null;
      try {
        changes = await watch(job, templates.IslandWrapper);
      } catch {
        changes = null;
      }
      port.postMessage({ id: job.id, changes } satisfies MountResult);
    });
  });
  port.postMessage('ready');
}
