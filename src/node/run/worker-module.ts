import { compileWorkerEntry, type WorkerModule } from '../util/compile-worker';

export type { WorkerModule };

/** The render worker; its hash doubles as the engine's part of the page cache's keys. */
export const compileWorkerModule = (): Promise<WorkerModule> => compileWorkerEntry(['run', 'render-worker.ts']);

