import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * One test file per core at a time, in every project, so all three run as one group (decision 055).
 * Vitest's default for `run` is one fewer than the cores, which is 1 on a machine of two: that put the
 * unit and integration files in a group of their own, run one after another after the browser files.
 */
const WORKERS = Math.max(2, availableParallelism())

// No React Router plugin here: unit and integration tests import the modules directly, and the
// end-to-end tests drive the production build in Chromium.
export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    // CI reads the JSON report to print its plain 'N passed, N failed' line; every run ends with each file's time.
    reporters: [
      'default',
      './tests/setup/file-times-reporter.ts',
      ...(process.env.CI ? [['json', { outputFile: 'test-results/vitest.json' }] as [string, Record<string, unknown>]] : []),
    ],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'db/**/*.test.ts',
            'server/**/*.test.ts',
            'app/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          setupFiles: ['tests/setup/fast-check-seed.ts'],
          // Files share their worker's modules, imported once (each file makes its own database and state).
          isolate: false,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.integration.test.ts'],
          exclude: ['node_modules/**', 'build/**'],
          setupFiles: ['tests/setup/fast-check-seed.ts'],
          globalSetup: ['tests/setup/pg-schemas.ts'],
          isolate: false,
          maxWorkers: WORKERS,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A worker's files share its modules (Playwright's client among them, imported once) and its
          // connection to its Chromium; each test still gets a fresh browser context.
          isolate: false,
          // Time budgets, not assertions: on a machine of this kind three times slower than usual (decision
          // 050), two tests that took 10 s and 7 s alone ran out of 30 s and of a poll's default 1 s beside
          // the other browser tests. A poll still fails when what it waits for never happens.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 5_000 } },
          maxWorkers: WORKERS,
        },
      },
    ],
  },
})
