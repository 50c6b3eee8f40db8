import { dirname, join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { externalLinksFrom } from './shared/external-links';
import { CHROMIUM_ARGS, E2E_DB_PATH, E2E_PORT } from './tests/e2e/helpers/env';

// Specs compare screens with app/content, which reads the build-time define that vite.config.ts
// (and vitest.config.ts) supply; this file is loaded in every test worker, so it supplies it here.
Object.assign(globalThis, { __EXTERNAL_LINKS__: externalLinksFrom(process.env) });

/** Specs that change the catalogue or the journal (issue 39), which the pages and lists of every other spec show. */
const CATALOG_WRITES = /(?:catalog-live|console-journal|journal-live)\.spec\.ts$/;

/** Browser tests in Debian's Chromium against the real server on a throw-away database. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Registering the worker makes every new context precache the app and warm the media caches,
    // which most tests never use. Specs about the worker or offline opt in with
    // test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: CATALOG_WRITES },
    // Changes to the catalogue every other spec reads: after all of them, one at a time.
    {
      name: 'catalog-writes',
      use: { browserName: 'chromium' },
      testMatch: CATALOG_WRITES,
      dependencies: ['chromium'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: `rm -f ${E2E_DB_PATH}* && npx tsx api/server.ts`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATABASE_PATH: E2E_DB_PATH,
      // Next to the database, so parallel runs on one machine keep their uploads apart too.
      UPLOADS_DIR: join(dirname(E2E_DB_PATH), 'uploads'),
      // Browser tests register many members from one address.
      RATE_LIMITS: 'off',
    },
  },
});
