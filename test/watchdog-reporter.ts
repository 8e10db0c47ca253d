import { execFileSync } from 'node:child_process';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * No test or hook may go this long without a test of its file starting or ending: the longest
 * hook is allowed 15 minutes (the crawls of every page, test/helpers/crawl-every-page.ts), so a
 * file silent for longer is stuck in a way vitest's own timeouts cannot see (a worker whose
 * event loop is blocked never runs the timer that would fail it, and the run waits for ever).
 */
// The environment may shorten both, to see the watchdog at work.
const STUCK_AFTER_MS = Number(process.env.TEST_STUCK_AFTER_MS) || 16 * 60 * 1000;
const CHECK_EVERY_MS = Math.min(30 * 1000, STUCK_AFTER_MS / 4);

/**
 * Ends a run that a stuck test file would keep going until CI's own limit, and says which file
 * and test it was and what processes were running then, instead of a log that just stops.
 */
export default class WatchdogReporter implements Reporter {
  private readonly running = new Map<string, { since: number; test: string | null }>();
  private timer: NodeJS.Timeout | null = null;

  onTestRunStart(): void {
    this.timer = setInterval(() => this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.running.set(module.moduleId, { since: Date.now(), test: null });
  }

  onTestCaseReady(test: TestCase): void {
    this.running.set(test.module.moduleId, { since: Date.now(), test: test.fullName });
  }

  onTestCaseResult(test: TestCase): void {
    this.running.set(test.module.moduleId, { since: Date.now(), test: null });
  }

  onTestModuleEnd(module: TestModule): void {
    this.running.delete(module.moduleId);
  }

  onTestRunEnd(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private check(): void {
    const now = Date.now();
    const stuck = [...this.running].filter(([, state]) => now - state.since > STUCK_AFTER_MS);
    if (stuck.length === 0) return;
    const lines = stuck.map(([file, state]) => `  ${file}: nothing for ${Math.round((now - state.since) / 1000)} s, ${state.test ? `in "${state.test}"` : 'in a hook or between tests'}`);
    let processes = '';
    try {
      // This run's processes: the workers and what they started (a browser, a build, a server).
      const rows = execFileSync('ps', ['-eo', 'pid,ppid,stat,etime,pcpu,args', '--forest'], { encoding: 'utf8', timeout: 10_000 }).split('\n');
      const parentOf = new Map(rows.slice(1).map((row) => row.trim().split(/\s+/)).map(([pid, ppid]) => [Number(pid), Number(ppid)]));
      const ofThisRun = (pid: number) => {
        for (let at = pid, steps = 0; at > 1 && steps < 64; at = parentOf.get(at) ?? 0, steps += 1) if (at === process.pid) return true;
        return false;
      };
      processes = [rows[0], ...rows.slice(1).filter((row) => ofThisRun(Number(row.trim().split(/\s+/)[0])))]
        .map((row) => row!.slice(0, 240))
        .slice(0, 80)
        .join('\n');
    } catch {
      processes = '(ps failed)';
    }
    process.stderr.write(`\nwatchdog: a test file is stuck; the run is ended.\n${lines.join('\n')}\nprocesses:\n${processes}\n`);
    process.exit(1);
  }
}
