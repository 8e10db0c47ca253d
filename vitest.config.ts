import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'cli/**/*.test.ts', 'templates/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // Builds and browser sessions take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one file per core keeps browser tests from starving each other.
    maxWorkers: 2,
    reporters: ['default'],
    globalSetup: ['test/global-setup.ts'],
  },
});
