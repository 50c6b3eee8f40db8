/**
 * The layout of BACKUP_DIR: one folder per backup, `club-2026-11-26T04-15-00.000Z/` holding
 * `club.db` and `uploads/`, named by its time so names sort in time order; a backup being written
 * is a hidden `.club-….partial` folder until it is complete and checked, so no partial copy ever
 * carries a final name.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BACKUP_DATABASE = 'club.db';
export const BACKUP_UPLOADS = 'uploads';
const NAME = /^club-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/;
const PARTIAL = /^\.club-.*\.partial$/;
/** A partial folder this old belongs to no running backup (a 1 GB one takes seconds). */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

export const backupName = (at: Date) => `club-${at.toISOString().replace(/:/g, '-')}`;
export const partialName = (name: string) => `.${name}.partial`;

/** The backups in `dir`, oldest first. */
export const listBackups = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();

/** Removes all but the newest `keep` backups, and partial folders left by a killed run. */
export function pruneBackups(dir: string, keep: number, now: Date): string[] {
  const names = listBackups(dir);
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) rmSync(join(dir, name), { recursive: true, force: true });
  for (const name of readdirSync(dir).filter((n) => PARTIAL.test(n))) {
    const path = join(dir, name);
    if (now.getTime() - statSync(path).mtimeMs > STALE_PARTIAL_MS) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  return removed;
}
