import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatDiagnostic, type Diagnostic, type Progress } from '../src/node/index';

/** Where and how the CLI talks: colours and progress only on an interactive terminal outside CI. */
export interface Terminal {
  interactive: boolean;
  colour: boolean;
  write(text: string): void;
}

export function detectTerminal(stream: NodeJS.WriteStream = process.stderr, env = process.env): Terminal {
  const inCi = Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
  const interactive = Boolean(stream.isTTY) && !inCi;
  return {
    interactive,
    colour: interactive && !env.NO_COLOR,
    write: (text) => stream.write(text),
  };
}

const paint = (on: boolean, code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** More diagnostics of one code than this, and the rest of that code is summed up in one line (a site of 100,000 pages can have as many of one warning). */
export const FLOOD_AFTER = 20;
/** Of a flooded code, the first this many are printed. */
export const SHOWN_OF_A_FLOOD = 10;
/** The file, in the folder the command runs in, that holds every diagnostic when some were summed up. */
export const ALL_DIAGNOSTICS_FILE = 'docs-site-diagnostics.log';

/**
 * Prints the diagnostics, in their order. A code with more than `FLOOD_AFTER` of them prints its
 * first `SHOWN_OF_A_FLOOD`, then one line with how many more there are; every diagnostic, summed
 * up or not, is then written to `writeAll`'s file (see `ALL_DIAGNOSTICS_FILE`), whose name that
 * line gives. Without `writeAll`, all are printed.
 */
export function printDiagnostics(terminal: Terminal, diagnostics: readonly Diagnostic[], writeAll?: (text: string) => string | null): void {
  const byCode = new Map<string, number>();
  for (const d of diagnostics) byCode.set(d.code, (byCode.get(d.code) ?? 0) + 1);
  const flooded = writeAll ? [...byCode].filter(([, count]) => count > FLOOD_AFTER).map(([code]) => code) : [];
  const printed = new Map<string, number>();
  for (const d of diagnostics) {
    const seen = (printed.get(d.code) ?? 0) + 1;
    printed.set(d.code, seen);
    if (flooded.includes(d.code) && seen > SHOWN_OF_A_FLOOD) continue;
    const text = formatDiagnostic(d);
    const [first, ...rest] = text.split('\n');
    const severity = d.severity === 'error' ? paint(terminal.colour, 31, 'error') : paint(terminal.colour, 33, 'warning');
    terminal.write(`${[first!.replace(d.severity, severity), ...rest].join('\n')}\n`);
  }
  if (flooded.length === 0) return;
  const file = writeAll!(`${diagnostics.map((d) => formatDiagnostic(d)).join('\n')}\n`);
  const where = file === null ? `; ${ALL_DIAGNOSTICS_FILE} could not be written` : `: all ${diagnostics.length} diagnostics are in ${file}`;
  for (const code of flooded) {
    const more = byCode.get(code)! - SHOWN_OF_A_FLOOD;
    const severity = diagnostics.find((d) => d.code === code)!.severity;
    terminal.write(`... and ${more} more ${code} ${severity}${more === 1 ? '' : 's'}${where}\n`);
  }
}

/** Writes every diagnostic to `ALL_DIAGNOSTICS_FILE` in `dir`; its name as shown, or null when it could not be written. */
export function allDiagnosticsWriter(dir: string): (text: string) => string | null {
  return (text) => {
    try {
      writeFileSync(path.join(dir, ALL_DIAGNOSTICS_FILE), text);
      return ALL_DIAGNOSTICS_FILE;
    } catch {
      return null;
    }
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** A single self-rewriting progress line, at most ten updates a second. */
export function createProgress(terminal: Terminal, label: string): { update(done: number, total: number): void; clear(): void } {
  const started = performance.now();
  let last = 0;
  let shown = false;
  return {
    update(done, total) {
      if (!terminal.interactive) return;
      const now = performance.now();
      if (done !== total && now - last < 100) return;
      last = now;
      shown = true;
      terminal.write(`\r\u001b[2K${label} ${done}/${total} pages  ${formatSeconds(now - started)}`);
    },
    clear() {
      if (shown) terminal.write('\r\u001b[2K');
    },
  };
}

/** A step must last this long before it is reported, and is reported again this often. */
export const STEP_REPORT_AFTER_MS = 5_000;
export const STEP_REPORT_EVERY_MS = 10_000;

/**
 * The build's long steps, as lines of their own (`checking demos 120/539 demos (12 s)`): one once
 * a step has lasted `STEP_REPORT_AFTER_MS`, then one every `STEP_REPORT_EVERY_MS` while it
 * goes on, in CI logs as on a terminal, so that a build that takes minutes says where it is.
 * Page rendering has its own line on an interactive terminal (`createProgress`).
 */
export function createStepReporter(terminal: Terminal, now: () => number = () => performance.now()): { report(progress: Progress): void; tick(): void; stop(): void } {
  let last: Progress | null = null;
  let started = 0;
  let next = 0;
  const tick = () => {
    const at = now();
    if (!last || at < next || (terminal.interactive && last.unit === 'pages')) return;
    next = at + STEP_REPORT_EVERY_MS;
    const count = last.done !== undefined && last.total !== undefined ? ` ${last.done}/${last.total}` : last.total !== undefined ? ` ${last.total}` : '';
    terminal.write(`docs-site: ${last.step}${count}${count && last.unit ? ` ${last.unit}` : ''} (${formatSeconds(at - started)})\n`);
  };
  // A step that reports once and then runs long (esbuild compiling the demos) is reported too.
  const timer = setInterval(tick, 1000);
  timer.unref();
  return {
    report(progress) {
      if (progress.step !== last?.step) {
        started = now();
        next = started + STEP_REPORT_AFTER_MS;
      }
      last = progress;
      tick();
    },
    tick,
    stop: () => clearInterval(timer),
  };
}

/** What a crash of docs-site prints: that it is ours, what to send, and the stack with its causes. */
export function describeInternalError(caught: unknown): string {
  const lines = [
    'docs-site: internal error. This is a bug of docs-site, not a mistake in your site.',
    'Please report it to the docs-site maintainers with this whole message, the command you ran and, if you can, the file it happened on.',
    caught instanceof Error ? (caught.stack ?? caught.message) : String(caught),
  ];
  let cause = caught instanceof Error ? caught.cause : undefined;
  while (cause) {
    lines.push(`caused by: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return `${lines.join('\n')}\n`;
}
