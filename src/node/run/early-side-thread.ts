import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { compileWorkerEntry } from '../util/compile-worker';

/**
 * The side thread (side-thread.ts), started by the `build` command before it imports the build.
 * A thread spends about a fifth of a second of CPU importing its module; at the start of a build
 * the second core has nothing to do while this thread imports the build, reads the config and
 * the pages. Started when the build decides it wants one, the thread was ready only once the
 * pages were routed, and had still to import its module.
 *
 * A guess, made before the config is read: the build takes the thread (`takeEarlySideThread`)
 * when the site is one whose markdown it compiles ahead, and stops it (`stopEarlySideThread`)
 * otherwise, having used a core that was idle. Until it is taken the thread does not keep the
 * process alive, so a command that ends without a build that took it still exits.
 */
let early: Promise<{ worker: Worker; alive: boolean } | null> | null = null;

/** Starts the side thread's module loading, on a machine with a core to spare; once per process. */
export function startSideThreadEarly(): void {
  if (early || availableParallelism() < 2) return;
  early = compileWorkerEntry(['run', 'side-worker.ts']).then(
    ({ file }) => {
      const started = { worker: new Worker(file), alive: true };
      started.worker.unref();
      // A thread that failed before a build took it is not given to one: it would never answer.
      const died = () => (started.alive = false);
      started.worker.on('error', died).on('exit', died);
      return started;
    },
    () => null,
  );
}

/** The thread started early, for the build that takes it (once); null when none was started or it died. */
export function takeEarlySideThread(): Promise<Worker | null> | null {
  const taken = early;
  early = null;
  return (
    taken &&
    taken.then((started) => {
      if (!started?.alive) return null;
      started.worker.ref();
      return started.worker;
    })
  );
}

/** Stops the thread started early, when no build took it. */
export async function stopEarlySideThread(): Promise<void> {
  const worker = await takeEarlySideThread();
  await worker?.terminate();
}
