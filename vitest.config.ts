import { defineConfig } from 'vitest/config';
import LongestFirst from './test/sequencer.ts';
import WatchdogReporter from './test/watchdog-reporter.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'cli/**/*.test.ts', 'scripts/**/*.test.ts', 'templates/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // Builds and browser sessions take seconds, not milliseconds.
    testTimeout: 60_000,
    // Building a shared site and starting Chromium on a machine busy with other work can take minutes.
    hookTimeout: 300_000,
    // expect.poll waits for what a page or a server does next; on a loaded machine that can
    // take more than the default second. A poll that passes returns as soon as it does.
    expect: { poll: { timeout: 15_000 } },
    // Two cores: one file per core keeps browser tests from starving each other.
    maxWorkers: 2,
    // The watchdog ends a run a stuck file would hold until CI's limit, naming the file. In CI,
    // a dot a test and the failures in full: the default reporter's per-file lines came to 78 KB,
    // more than a pipe's 64 KB buffer, and output a reader does not drain stays queued in the
    // process that wrote it (one suspect for a CI run whose log stopped without its summary).
    reporters: [process.env.CI ? 'dot' : 'default', new WatchdogReporter()],
    globalSetup: ['test/global-setup.ts'],
    // The longest files first, on a fresh clone too (test/durations.json).
    sequence: { sequencer: LongestFirst },
  },
});
