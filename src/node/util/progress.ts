/**
 * How far a long step of a build is, for whoever runs the build to show (the CLI prints a line
 * for any step longer than a few seconds, in CI too). One listener per process: `build` sets
 * it for its duration; steps report with `progress`, which costs a check when nobody listens.
 */
export interface Progress {
  /** What is being done, in words: `checking demos`, `rendering`. */
  step: string;
  done?: number;
  total?: number;
  /** What `done` and `total` count: `demos`, `pages`. */
  unit?: string;
}

/**
 * The one listener of the running command (the CLI's progress line): a process runs one build
 * at a time, and the stages report without being handed a callback through every call.
 */
let listener: ((progress: Progress) => void) | null = null;

/** Sets the listener (null: none); returns the previous one, to put back. */
export function listenToProgress(next: ((progress: Progress) => void) | null): ((progress: Progress) => void) | null {
  const previous = listener;
  listener = next;
  return previous;
}

/** Reports how far a step is. */
export function progress(report: Progress): void {
  listener?.(report);
}
