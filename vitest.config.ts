import { defineConfig } from 'vitest/config';
import { E2eSequencer } from './e2e/support/sequencer.ts';

const failOnConsole = './scripts/vitest-fail-on-console.ts';
const api = (name: string, db: 'pglite' | 'postgres', groupOrder: number) => ({
  test: {
    name,
    sequence: { groupOrder },
    include: ['apps/server/test/**/*.test.ts'],
    globalSetup: ['./apps/server/test/global-setup.ts'],
    setupFiles: [failOnConsole],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});

// Groups run one after another (groupOrder) so the two cores are not shared by layers.
// Pure rules; the API against a real server on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set;
// journeys in Chromium.
export default defineConfig({
  test: {
    // Only the root's sequencer is used; it orders the e2e files that publish content last.
    sequence: { sequencer: E2eSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.unit.test.ts', 'apps/web/src/**/*.test.ts'],
          setupFiles: [failOnConsole],
          testTimeout: 60_000,
        },
      },
      api('api', 'pglite', 1),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'postgres', 2)] : []),
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
