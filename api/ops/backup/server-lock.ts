/**
 * "A server runs on this database", as a lock the operating system drops with the process: the
 * server holds an exclusive SQLite lock on a small file beside the database for as long as it
 * runs, so a `kill -9` or a crash leaves nothing stale, and `npm run restore` (or a second server)
 * sees a running one even from another container on the same volume.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

export const serverLockPath = (databasePath: string) => `${databasePath}.server-lock`;

const isBusy = (err: unknown) => (err as { code?: unknown }).code === 'SQLITE_BUSY';

/** Takes the lock; null when another server holds it. The returned function lets it go. */
export function holdServerLock(databasePath: string, waitMs = 1000): (() => void) | null {
  const path = serverLockPath(databasePath);
  const lock = new Database(path, { timeout: waitMs });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (err) {
    lock.close();
    if (isBusy(err)) return null;
    throw err;
  }
  // The file stays: deleting it could pull it from under the next server that just locked it.
  return () => lock.close();
}

export function serverIsRunning(databasePath: string): boolean {
  const path = serverLockPath(databasePath);
  if (!existsSync(path)) return false;
  const probe = new Database(path, { timeout: 0 });
  try {
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('ROLLBACK');
    return false;
  } catch (err) {
    if (isBusy(err)) return true;
    throw err;
  } finally {
    probe.close();
  }
}
