/**
 * Asks the browser to keep this site's storage (it may otherwise evict IndexedDB under pressure)
 * once something is waiting in the outbox: once per session, and only where the API exists.
 */
let asked = false;

export function keepStorage(): void {
  if (asked) return;
  asked = true;
  // persist() exists only in windows (the worker's lib and some browsers lack it).
  const storage = (typeof navigator === 'undefined' ? undefined : navigator.storage) as
    { persist?: () => Promise<boolean> } | undefined;
  if (typeof storage?.persist !== 'function') return;
  void storage.persist().catch(() => undefined);
}
