import { expect, type BrowserContext, type Page } from '@playwright/test';
import { localRows } from './local-db';

/**
 * Waits until the service worker has installed (precache complete) and controls `page`. sw.ts
 * claims open clients on activation; a reload is the fallback if the claim has not landed.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  // playwright.config.ts blocks the worker by default, and a blocked register() never settles
  // `ready`: say so instead of timing out.
  const blocked = await page.evaluate(() =>
    ServiceWorkerContainer.prototype.register.toString().includes('blocked by Playwright'),
  );
  expect(blocked, "this spec needs test.use({ serviceWorkers: 'allow' })").toBe(false);
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

/** The outbox rows, each with how long until it is due (`dueInMs`). */
export async function outboxItems(page: Page): Promise<unknown[]> {
  const now = Date.now();
  const rows = await localRows<{ nextAttemptAt: number }>(page, 'outbox');
  return rows.map((item) => ({ ...item, dueInMs: item.nextAttemptAt - now }));
}

/** Counts the API writes the browser has in flight, from its pages and its worker alike. */
export function writesInFlight(context: BrowserContext): () => number {
  const open = new Set<unknown>();
  const isWrite = (r: { method(): string; url(): string }) =>
    r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/');
  context.on('request', (r) => {
    if (isWrite(r)) open.add(r);
  });
  context.on('requestfinished', (r) => open.delete(r));
  context.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/**
 * Waits until the outbox has nothing left to send and no write to its path is on the wire: from
 * then on nothing can deliver a duplicate, so a row count taken after this is final.
 */
export async function outboxSettled(page: Page, inFlight: () => number): Promise<void> {
  const unsent = async () =>
    (await outboxItems(page)).filter((item) => {
      const { status } = item as { status: string };
      return status === 'pending' || status === 'sending';
    }).length;
  await expect.poll(unsent, { message: 'the outbox still has items to send' }).toBe(0);
  await expect.poll(inFlight, { message: 'a write is still on the wire' }).toBe(0);
}
