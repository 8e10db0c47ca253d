/**
 * The entry of a render worker thread (compiled by `worker-module.ts`, run by tinypool). It
 * builds its rendering context once, from the setup the build passed as worker data, then
 * renders the batches of pages it is given.
 */
import Tinypool from 'tinypool';
import { createRenderContext, type RenderSetup } from './render-context';
import { runRenderTask, type PageTask, type TaskResult } from './render-task';

// Started when the thread starts, so importing the templates overlaps with the first task's trip.
const context = createRenderContext(Tinypool.workerData as RenderSetup);

export default async function renderPages(tasks: PageTask[]): Promise<TaskResult> {
  return runRenderTask(await context, tasks);
}
