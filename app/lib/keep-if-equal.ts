/**
 * `previous` when `next` holds the same plain data (the same JSON), else `next`. Dexie answers
 * every re-run of a live query with new objects, equal or not; keeping the old one where nothing
 * changed lets React skip the renders that depend on it.
 */
export function keepIfEqual<T>(previous: T, next: T): T {
  return previous === next || JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}
