/**
 * The way to the local database. Dexie is about 28 KiB of script, and nothing the first paint or
 * the hydration of a page shows needs it (the page carries its catalogue snapshot): it loads on
 * first use, in its own chunk, once the page is interactive. Code the page loads first reaches the
 * database only through here (or useLocalQuery, built on it); scripts/vite-plugins/lazy-only.ts
 * fails the build if Dexie is found among a page's first scripts again.
 */
import type { ClubDB } from './db';
import { localWanted, markLocalUsed, wantLocal, whenLocalWanted } from './local-start';

// The name too, for code that must know the database without loading it (the catalogue pull's
// and the outbox flush's defaults): it stays among the page's first scripts, where this module is.
export { DB_NAME } from './db-name';

type LocalModule = typeof import('./db');
let loading: Promise<LocalModule> | undefined;

/** The database module (the ClubDB instance and Dexie's liveQuery), loaded once. */
export function loadLocal(): Promise<LocalModule> {
  loading ??= import('./db').then(
    (m) => {
      markLocalUsed();
      // Whatever asks for the database (a write, a sign-in) opens it for the page's queries too:
      // once its code is here, so a page whose code cannot arrive keeps its empty answers.
      wantLocal();
      return m;
    },
    (err: unknown) => {
      // A failed chunk load (offline before the worker cached it) may succeed on the next call.
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/**
 * Fetches and evaluates the database's code without opening the database or marking the device as
 * one that uses it: a page whose form may be sent offline, before the service worker has cached
 * the app, then has the code at hand (a later import of it needs no network).
 */
export function prefetchLocal(): Promise<unknown> {
  return import('./db').catch(() => {});
}

/** The shared database instance, once its code has loaded. */
export async function localDb(): Promise<ClubDB> {
  return (await loadLocal()).db;
}

export interface LocalWatcher<T> {
  next: (answer: T) => void;
  error: (err: unknown) => void;
}

/**
 * Runs `query` on the database once its code has loaded, then again whenever a table it read
 * changes (Dexie's liveQuery), telling `watcher` each answer. Returns the function that stops
 * it, which also holds when called before the database has loaded. On a first visit, before the
 * page opens the database (local-start.ts), `whenEmpty` (if given) is told at once: the answer
 * of a database that holds nothing, which is what this device has.
 */
export function watchLocal<T>(
  query: (db: ClubDB) => Promise<T> | T,
  watcher: LocalWatcher<T>,
  whenEmpty?: { answer: T },
): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  if (!localWanted()) {
    if (whenEmpty) queueMicrotask(() => stopped || watcher.next(whenEmpty.answer));
    unsubscribe = whenLocalWanted(() => {
      unsubscribe = watchLocal(query, watcher);
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }
  loadLocal().then(
    ({ db, liveQuery }) => {
      if (stopped) return;
      const subscription = liveQuery(() => query(db)).subscribe({
        next: (answer) => watcher.next(answer),
        error: (err: unknown) => watcher.error(err),
      });
      unsubscribe = () => subscription.unsubscribe();
    },
    (err: unknown) => {
      if (!stopped) watcher.error(err);
    },
  );
  return () => {
    stopped = true;
    unsubscribe();
  };
}
