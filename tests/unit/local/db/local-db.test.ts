import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClubDB } from '@app/local/db/db';
import { DB_NAME, localDb, watchLocal } from '@app/local/db/local-db';
import { destination } from '../fixtures';

const countDestinations = (db: ClubDB) => db.destinations.count();

/** A watcher whose answers a test can await one by one. */
function answers<T>() {
  const seen: T[] = [];
  const errors: unknown[] = [];
  const watcher = {
    next: (answer: T) => void seen.push(answer),
    error: (e: unknown) => void errors.push(e),
  };
  const count = (n: number) => vi.waitFor(() => expect(seen).toHaveLength(n));
  return { seen, errors, watcher, count };
}

afterEach(async () => {
  await (await localDb()).destinations.clear();
});

describe('the local database on demand', () => {
  it('is the one shared instance, under the name the worker uses too', async () => {
    const db = await localDb();
    expect(db.name).toBe(DB_NAME);
    expect(await localDb()).toBe(db);
  });

  it('answers a watch once loaded, and again after a write to a table it read', async () => {
    const { seen, watcher, count } = answers<number>();
    const stop = watchLocal(countDestinations, watcher);
    await count(1);
    await (await localDb()).destinations.add(destination('capri'));
    await count(2);
    expect(seen).toEqual([0, 1]);
    stop();
  });

  it('says nothing more once stopped, even when stopped before the database loaded', async () => {
    const early = answers<number>();
    watchLocal(countDestinations, early.watcher)();
    const late = answers<number>();
    const stop = watchLocal(countDestinations, late.watcher);
    await late.count(1);
    stop();
    await (await localDb()).destinations.add(destination('kyoto'));
    // A watch still running sees the write: by then a stopped one would have too.
    const witness = answers<number>();
    const stopWitness = watchLocal(countDestinations, witness.watcher);
    await witness.count(1);
    stopWitness();
    expect(witness.seen).toEqual([1]);
    expect(early.seen).toEqual([]);
    expect(late.seen).toEqual([0]);
  });

  it('passes a failing query to the watcher', async () => {
    const { errors, watcher } = answers<number>();
    const stop = watchLocal(() => Promise.reject(new Error('no such table')), watcher);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect((errors[0] as Error).message).toBe('no such table');
    stop();
  });
});
