/**
 * `npm run restore -- FILE`: puts a backup in place of the database (and its uploads in place of
 * the uploads folder). It refuses while a server runs on the database, and checks the backup first
 * (a sound SQLite file, this app's, not from a newer version), so a refusal changes nothing.
 * The current database and uploads are kept aside under a `.before-restore-<time>` name, never
 * deleted.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { PRIVATE_DIR_MODE, privateFiles, privateFolder } from '../../db/private-files';
import { appliedMigrationMillis, newestMigrationMillis } from '../../db/client';
import { BACKUP_DATABASE, BACKUP_UPLOADS } from './backup-files';
import { copyTree } from './copy-tree';
import { serverIsRunning } from './server-lock';

export class RestoreError extends Error {}

export interface RestoreOptions {
  /** a backup folder, or a database file (with an `uploads/` folder beside it, if any) */
  source: string;
  databasePath: string;
  uploadsDir: string;
  now?: () => Date;
}

export interface RestoreResult {
  /** where the database that was in place now is (null: there was none) */
  databaseAside: string | null;
  uploadsAside: string | null;
  uploadsRestored: boolean;
}

interface BackupFiles {
  database: string;
  uploads: string | null;
}

function backupFiles(source: string): BackupFiles {
  if (!existsSync(source)) throw new RestoreError(`No backup at ${source}.`);
  const folder = statSync(source).isDirectory() ? source : dirname(source);
  const database = folder === source ? join(source, BACKUP_DATABASE) : source;
  if (!existsSync(database)) throw new RestoreError(`${source} holds no ${BACKUP_DATABASE}.`);
  const uploads = join(folder, BACKUP_UPLOADS);
  return { database, uploads: existsSync(uploads) ? uploads : null };
}

/** Why the file is not a sound database of this app, or null when it is one. */
export function backupProblem(path: string): string | null {
  let sqlite: Database.Database;
  try {
    sqlite = new Database(path, { readonly: true, fileMustExist: true });
  } catch (err) {
    return `it cannot be opened (${err instanceof Error ? err.message : String(err)})`;
  }
  try {
    const result = sqlite.pragma('integrity_check', { simple: true });
    if (result !== 'ok') return `it fails SQLite's integrity check (${String(result)})`;
    const applied = appliedMigrationMillis(sqlite);
    if (applied === null) return 'it is not a database of this app (no migrations recorded)';
    if (applied > newestMigrationMillis()) {
      return 'it was made by a newer version of the app (it has migrations this one lacks)';
    }
    return null;
  } catch (err) {
    // "file is not a database" surfaces on the first read, not at open.
    return `it is not a sound SQLite database (${err instanceof Error ? err.message : String(err)})`;
  } finally {
    sqlite.close();
  }
}

/** Folds the WAL into the file when it can, so the file set aside is whole by itself. */
function checkpointIfPossible(databasePath: string): void {
  try {
    const sqlite = new Database(databasePath, { fileMustExist: true });
    try {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      sqlite.close();
    }
  } catch {
    // A damaged database (the usual reason to restore): its files are kept aside as they are.
  }
}

export function restore(options: RestoreOptions): RestoreResult {
  const { databasePath, uploadsDir } = options;
  const stamp = (options.now?.() ?? new Date()).toISOString().replace(/:/g, '-');
  if (serverIsRunning(databasePath)) {
    throw new RestoreError(`A server is running on ${databasePath}: stop it first, then restore.`);
  }
  const files = backupFiles(options.source);
  const problem = backupProblem(files.database);
  if (problem) throw new RestoreError(`${files.database} cannot be restored: ${problem}.`);

  // The copy is made next to the database first, so the swap below is a rename.
  mkdirSync(dirname(databasePath), { recursive: true, mode: PRIVATE_DIR_MODE });
  const incoming = `${databasePath}.restoring`;
  copyFileSync(files.database, incoming);
  privateFiles(incoming);
  let databaseAside: string | null = null;
  if (existsSync(databasePath)) {
    checkpointIfPossible(databasePath);
    databaseAside = `${databasePath}.before-restore-${stamp}`;
    // -wal and -shm move with it: left behind, SQLite would apply them to the restored file.
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(databasePath + suffix))
        renameSync(databasePath + suffix, databaseAside + suffix);
    }
  }
  renameSync(incoming, databasePath);

  let uploadsAside: string | null = null;
  if (files.uploads) {
    mkdirSync(dirname(uploadsDir), { recursive: true, mode: PRIVATE_DIR_MODE });
    const incomingUploads = join(dirname(uploadsDir), `.${basename(uploadsDir)}.restoring`);
    rmSync(incomingUploads, { recursive: true, force: true });
    copyTree(files.uploads, incomingUploads);
    if (existsSync(uploadsDir)) {
      uploadsAside = `${uploadsDir}.before-restore-${stamp}`;
      renameSync(uploadsDir, uploadsAside);
    }
    renameSync(incomingUploads, uploadsDir);
    privateFolder(uploadsDir, { narrow: true });
  }
  return { databaseAside, uploadsAside, uploadsRestored: files.uploads !== null };
}
