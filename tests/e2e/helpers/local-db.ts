import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has created its local database ('club'). Dexie loads once the page is
 * interactive (app/local/db/local-db.ts), so a test that opened the database before that would
 * create an empty one instead.
 */
export async function localDbCreated(page: Page): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'club')),
      { message: 'the app has not created its local database' },
    )
    .toBe(true);
}

/**
 * Every row of one store of the app's local database, read in the service worker when there is
 * one (it stays on the app's origin while the page navigates away), otherwise in the page. None
 * before the app has created the database: opening it first would create an empty one.
 */
export async function localRows<T = Record<string, unknown>>(
  page: Page,
  store: string,
): Promise<T[]> {
  const read = async (name: string) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'club')) return [];
    return new Promise<T[]>((resolve, reject) => {
      const open = indexedDB.open('club');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const all = open.result.transaction(name).objectStore(name).getAll();
        all.onerror = () => reject(all.error);
        all.onsuccess = () => {
          open.result.close();
          resolve(all.result as T[]);
        };
      };
    });
  };
  const [worker] = page.context().serviceWorkers();
  return worker ? worker.evaluate(read, store) : page.evaluate(read, store);
}
