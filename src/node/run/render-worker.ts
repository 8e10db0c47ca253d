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
import { mark } from '../util/timings';

// Started when the thread starts, so waiting for the setup and importing the templates overlap
// with the build's loading and the first task's trip.
const context = receiveSetup((Tinypool.workerData as RenderWorkerData).setupChannel).then(createRenderContext);

/** Pages this thread rendered, marked every 250 (with `DOCS_SITE_TIMINGS=1`: this thread's heap as it goes). */
let rendered = 0;

export default async function renderPages(tasks: PageTask[]): Promise<TaskResult> {
  const result = await runRenderTask(await context, tasks);
  const before = rendered;
  rendered += tasks.length;
  if (Math.floor(rendered / 250) > Math.floor(before / 250)) mark(`${Math.floor(rendered / 250) * 250} pages rendered in this thread`);
  return result;
}
