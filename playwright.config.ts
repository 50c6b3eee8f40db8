import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_DB_PATH, E2E_PORT } from './tests/e2e/helpers/env';

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
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -f ${E2E_DB_PATH}* && npx tsx api/server.ts`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATABASE_PATH: E2E_DB_PATH,
      UPLOADS_DIR: '.tmp/e2e/uploads',
      // Browser tests register many members from one address.
      RATE_LIMITS: 'off',
    },
  },
});
