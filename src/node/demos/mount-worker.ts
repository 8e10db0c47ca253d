/**
 * The entry of the thread that watches demos come to life (`changes-on-mount.ts`). It makes
 * the thread an emulated browser (happy-dom's window, document and their classes as globals)
 * before anything else loads, so React, Emotion and the demos' libraries load as they do in a
 * browser; then it loads the checks (`mount-check.ts`, compiled on its own) and runs them.
 * Only the registrator is imported statically: a bundle's other imports would load first.
 */
import { workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import type { MountWorkerData } from './mount-protocol';

GlobalRegistrator.register({ url: 'https://docs-site.invalid/', width: 1280, height: 900 });
const data = workerData as MountWorkerData;
const checks = (await import(pathToFileURL(data.checksModule).href)) as typeof import('./mount-check');
await checks.serveMountChecks(data);
