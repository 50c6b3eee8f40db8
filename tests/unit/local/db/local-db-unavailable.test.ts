import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@app/local/db/db');
  vi.resetModules();
});

/** This module graph afresh, on a first visit, with the database's code failing to arrive. */
async function firstVisitWithoutLocalCode() {
  vi.resetModules();
  vi.doMock('@app/local/db/db', () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/db.js');
  });
  const start = await import('@app/local/db/local-start');
  start.decideLocalStart(true, false);
  expect(start.localWanted()).toBe(false);
  return { start, local: await import('@app/local/db/local-db') };
}

it('a first visit whose database code fails keeps its empty answers, without an error', async () => {
  const { start, local } = await firstVisitWithoutLocalCode();
  const seen: number[] = [];
  const errors: unknown[] = [];
  const stop = local.watchLocal(
    (db) => db.destinations.count(),
    { next: (n) => void seen.push(n), error: (e) => void errors.push(e) },
    { answer: 0 },
  );
  await expect(local.localDb()).rejects.toThrow();
  await vi.waitFor(() => expect(seen).toEqual([0]));
  // The failed load did not open the way for the page's queries, which would then fail too.
  expect(start.localWanted()).toBe(false);
  expect(errors).toEqual([]);
  stop();
});

it('a later load that succeeds opens it for them', async () => {
  const { start, local } = await firstVisitWithoutLocalCode();
  await expect(local.localDb()).rejects.toThrow();
  vi.doUnmock('@app/local/db/db');
  const db = await local.localDb();
  expect(db.name).toBe(local.DB_NAME);
  expect(start.localWanted()).toBe(true);
});
