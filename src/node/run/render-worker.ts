/**
 * The entry of a render worker thread (compiled by `worker-module.ts`, run by tinypool). It
 * starts before the build has loaded the site: it imports the renderer's code meanwhile, then
 * builds its rendering context once, from the setup the build sends (setup-channel.ts), and
 * renders the batches of pages it is given.
 */
import Tinypool from 'tinypool';
import { createRenderContext } from './render-context';
import type { RenderWorkerData } from './render-pool';
import { runRenderTask, type PageTask, type TaskResult } from './render-task';
import { receiveSetup } from './setup-channel';
import { markEvery } from '../util/timings';

// Started when the thread starts, so waiting for the setup and importing the templates overlap
// with the build's loading and the first task's trip.
const context = receiveSetup((Tinypool.workerData as RenderWorkerData).setupChannel).then(createRenderContext);

/** Pages this thread rendered (with `DOCS_SITE_TIMINGS=1`, marked every 250 with the thread's heap). */
const rendered = markEvery(250, (count) => `${count} pages rendered in this thread`);

export default async function renderPages(tasks: PageTask[]): Promise<TaskResult> {
  const result = await runRenderTask(await context, tasks);
  rendered(tasks.length);
  return result;
}
