import { useEffect, useState, type DependencyList } from 'react';
import type { ClubDB } from '@app/local/db/db';
import { watchLocal } from '@app/local/db/local-db';

interface Answer {
  value: unknown;
  error: unknown;
}

/**
 * A live query on the local database, as dexie-react-hooks' useLiveQuery, except that Dexie
 * loads on first use (app/local/db/local-db.ts) instead of with the page's first scripts. `query`
 * gets the database; it runs again when a table it read changes, or when `deps` change. Until the
 * first answer it returns `initial` (undefined if not given); after a change of `deps`, the
 * previous answer until the new one. A query that fails throws here, for the error boundary.
 * `whenEmpty`: the answer on a device whose database was never opened (app/local/db/local-start.ts),
 * given without loading it; without it such a query keeps `initial` until the database opens.
 */
export function useLocalQuery<T>(
  query: (db: ClubDB) => Promise<T> | T,
  deps: DependencyList,
): T | undefined;
export function useLocalQuery<T, I>(
  query: (db: ClubDB) => Promise<T> | T,
  deps: DependencyList,
  initial: I,
  whenEmpty?: { answer: T },
): T | I;
export function useLocalQuery<T, I>(
  query: (db: ClubDB) => Promise<T> | T,
  deps: DependencyList,
  initial?: I,
  whenEmpty?: { answer: T },
): T | I | undefined {
  const [answer, setAnswer] = useState<Answer>({ value: initial, error: null });

  useEffect(() => {
    // An equal answer keeps the same state object, and React skips the render.
    const settle = (next: Partial<Answer>) =>
      setAnswer((current) => {
        const merged = { ...current, ...next };
        return merged.value === current.value && merged.error === current.error ? current : merged;
      });
    return watchLocal(
      query,
      {
        next: (value) => settle({ value, error: null }),
        error: (error) => settle({ error }),
      },
      whenEmpty,
    );
    // `deps` stand for what `query` reads: eslint checks them at each call (additionalHooks).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  if (answer.error) throw answer.error;
  return answer.value as T | I | undefined;
}
