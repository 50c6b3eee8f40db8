import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Waits until the service worker has installed (precache complete) and controls `page`. sw.ts
 * claims open clients on activation; a reload is the fallback if the claim has not landed.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!(await controlled())) {
    await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 3_000 })
      .catch(() => page.reload());
  }
  expect(await controlled(), 'the service worker controls the page').toBe(true);
}

/** Cuts the browser off, and checks the page sees it: the API must be unreachable from now on. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  expect(await apiReachable(page), 'the API is out of reach').toBe(false);
}

export async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
}

/** Whether a request from the page reaches the API (it must not while offline). */
export function apiReachable(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      (res) => res.ok,
      () => false,
    ),
  );
}

/** The page's outbox rows (Dexie database 'club'), for a failed test's report. */
export function outboxItems(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('club');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const now = Date.now();
            resolve(read.result.map((item) => ({ ...item, dueInMs: item.nextAttemptAt - now })));
            open.result.close();
          };
        };
      }),
  );
}
