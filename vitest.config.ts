import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          include: [
            'scripts/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.unit.test.ts',
            'apps/server/bench/**/*.unit.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/web/service-worker/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          setupFiles: [failOnConsole],
          testTimeout: 60_000,
        },
      },
      {
        // The web's components, rendered alone in Chromium (the system's; Playwright only drives it): a sheet, a
        // picker or a form proven without a server or a journey. Beside the unit layer, and as fast.
        plugins: [react()],
        define: {
          __APP_CONFIG__: '{}',
          __ENC_PATHS__: '[]',
          __IDEMPOTENT_PATHS__: '[]',
          __BUILT_AT__: '"test"',
          __DEV_TOOLS__: 'false',
        },
        test: {
          name: 'components',
          sequence: { groupOrder: 0 },
          // Vitest runs projects of one group with one worker limit.
          maxWorkers: 2,
          include: ['apps/web/src/**/*.component.test.tsx'],
          setupFiles: [failOnConsole],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            viewport: { width: 375, height: 667 },
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--headless',
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      api('api', 'pglite', 1),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'postgres', 2)] : []),
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          // One server and database for every file: each makes its own users and content (reading the demo
          // authors' seeded content is fine), so files run in any order. No retries: a journey waits for the
          // condition it asserts, and for page timers on the browser's clock (e2e/support/app.ts).
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A polled condition gets as long as a Playwright wait (30 s), not Vitest's 1 s: on a loaded machine a page
          // can take longer than a second to answer, and a condition that holds returns at once anyway.
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
