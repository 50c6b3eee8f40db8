/**
 * The club's data on disk (the database with its WAL and SHM, backups, uploads) is readable by
 * the account that runs the server and by nobody else on the machine (issue 36): 0600 files and
 * 0700 folders. Each writer sets the modes itself, so a missing umask (a unit or container that
 * sets none, a test in-process) never widens them; the processes also set umask 0077, so what
 * SQLite or a library creates beside them starts private too.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** For the processes that write the club's data: server, backup, restore, staff CLI. */
export function createFilesPrivately(): void {
  process.umask(0o077);
}

/**
 * A folder the club's data lives in, made private when missing (parents too). An existing one is
 * narrowed only when asked (`narrow`, for the folders that hold nothing but ours: the uploads and
 * the backups), never the database's parent, which may be a shared or working folder; a folder
 * someone else owns is left as it is.
 */
export function privateFolder(path: string, { narrow = false } = {}): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!narrow) return;
  try {
    chmodSync(path, PRIVATE_DIR_MODE);
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'EPERM') throw err;
  }
}

/** Narrows each file that exists; files an earlier release left world-readable included. */
export function privateFiles(...paths: string[]): void {
  for (const path of paths) if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
}

/** The database file and the WAL and SHM that SQLite keeps beside it. */
export const databaseFiles = (path: string) => [path, `${path}-wal`, `${path}-shm`];
