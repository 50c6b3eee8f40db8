import type { Browser, Page } from '@playwright/test';
import { test as base } from './test';
import { registerMember } from './members';
import { createStaff, signInStaff } from './staff';

/**
 * One page per worker for tests that only look at screens (the axe scans, the link crawl): a
 * new context per test would load the app's code cold for every screen. Each screen stays its
 * own test, and a failed test restarts its worker, so a fresh page follows any failure.
 */
export const test = base.extend<
  object,
  { visitorPage: Page; memberPage: Page; noScriptPage: Page; adminPage: Page }
>({
  visitorPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await openPage(browser, workerInfo.project.use.baseURL);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  /** What a crawler or a visitor with scripts off gets: the pre-rendered HTML alone. */
  noScriptPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await openPage(browser, workerInfo.project.use.baseURL, false);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  memberPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await openPage(browser, workerInfo.project.use.baseURL);
      await page.goto('/home');
      await registerMember(page);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  /** An administrator signed in: every console screen, the audit log too (issue 22). */
  adminPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await openPage(browser, workerInfo.project.use.baseURL);
      await signInStaff(page, createStaff('admin'));
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
});

async function openPage(
  browser: Browser,
  baseURL: string | undefined,
  javaScriptEnabled = true,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}
