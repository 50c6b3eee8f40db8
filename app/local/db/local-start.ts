/**
 * When a page opens the local database (issue 21). A device that has never used it holds nothing
 * in it: no member, no outbox, no pulled catalogue; the page it first opens was pre-rendered with
 * its catalogue. So on such a first visit the database's code (Dexie, the sync engine: ~40 KiB of
 * script) waits until something needs it: a write, a navigation inside the app, a sign-in. The
 * service worker fills the catalogue meanwhile (sw.ts), for the visitor who goes offline next.
 * Any later visit, a session hint, or a page without a pre-rendered catalogue opens it at once.
 */

/** Set once this origin's pages have opened the database. */
const USED_KEY = 'club.local';

// Open unless the boot decides otherwise: the worker, tests and shell pages use it at once.
let wanted = true;
const waiting: (() => void)[] = [];

/** The page's localStorage; none in the worker, whose build knows no DOM. */
const storage = () =>
  (
    globalThis as {
      localStorage?: {
        getItem(key: string): string | null;
        setItem(key: string, value: string): void;
      };
    }
  ).localStorage;

function usedBefore(): boolean {
  try {
    return storage()?.getItem(USED_KEY) === '1';
  } catch {
    return true; // storage refused (a privacy mode): assume there may be something to read
  }
}

/** Records that this device now has a local database. */
export function markLocalUsed(): void {
  try {
    storage()?.setItem(USED_KEY, '1');
  } catch {
    // Refused storage: the next visit simply opens the database at once, as usedBefore says.
  }
}

/**
 * Decides at boot whether the database opens at once. `prerendered`: the page carries its
 * catalogue, so its first render needs nothing stored. `hinted`: the API's session hint cookie
 * says a member signed in on this browser (the boot reads it: the session is not the loader's).
 */
export function decideLocalStart(prerendered: boolean, hinted: boolean): void {
  wanted = !prerendered || usedBefore() || hinted;
}

/** Opens the way to the database for everything waiting on it (idempotent). */
export function wantLocal(): void {
  if (wanted) return;
  wanted = true;
  for (const run of waiting.splice(0)) run();
}

/** Whether the database is open to this page yet: until then a query answers what it would on an empty one. */
export const localWanted = (): boolean => wanted;

/** Runs `task` once the database is wanted (now, if it already is); returns a cancel. */
export function whenLocalWanted(task: () => void): () => void {
  if (wanted) {
    task();
    return () => {};
  }
  let cancelled = false;
  waiting.push(() => {
    if (!cancelled) task();
  });
  return () => {
    cancelled = true;
  };
}

/** For tests: back to a page that has decided nothing. */
export function resetLocalStart(): void {
  wanted = true;
  waiting.length = 0;
}
