import { defineConfig } from 'vitest/config';

// Three projects, one runner: pure rules, the API against a real server and database, journeys in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.unit.test.ts', 'apps/web/src/**/*.test.ts'],
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['./apps/server/test/global-setup.ts'],
          setupFiles: ['./scripts/vitest-fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
