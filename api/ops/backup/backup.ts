/**
 * `npm run backup` and the server's BACKUP_INTERVAL: an online, consistent copy of the database
 * with SQLite's backup API, plus the uploads folder, into BACKUP_DIR under a timestamped name;
 * the copy is checked with `integrity_check` before it gets that name, and only the newest
 * BACKUP_KEEP are kept. Every failure is a BackupError with a message for the operator, and
 * leaves nothing under a final name.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { appliedMigrationMillis } from '../../db/client';
import { freeDiskBytes } from '../disk-space';
import { PRIVATE_DIR_MODE, privateFiles, privateFolder } from '../../db/private-files';
import {
  BACKUP_DATABASE,
  BACKUP_UPLOADS,
  backupName,
  listBackups,
  partialName,
  pruneBackups,
} from './backup-files';
import { copyTree, treeBytes } from './copy-tree';

export class BackupError extends Error {}

/**
 * Pages per backup step: all of them. One step reads under one read transaction, so the copy is
 * one consistent moment; writers go on meanwhile (WAL), and nothing they write can restart it.
 */
const ALL_PAGES = 0x7fffffff;
/** Room asked for beyond the copy's own size. */
const SPARE_BYTES = 16 * 1024 * 1024;

export interface BackupOptions {
  databasePath: string;
  uploadsDir: string;
  backupDir: string;
  /** how many backups to keep, this one included */
  keep: number;
  now?: () => Date;
  /** free bytes in a folder; replaced in tests */
  freeBytes?: (dir: string) => number;
}

export interface BackupResult {
  /** the backup's folder */
  path: string;
  databaseBytes: number;
  uploadFiles: number;
  seconds: number;
  /** older backups removed to keep BACKUP_KEEP */
  removed: string[];
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const fileSize = (path: string) => (existsSync(path) ? statSync(path).size : 0);
const codeOf = (err: unknown) => (err as { code?: unknown }).code;

/** BACKUP_DIR itself is made when missing, its parents never: a missing mount is an error. */
function ensureFolder(dir: string): void {
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new BackupError(`BACKUP_DIR ${dir} is not a folder.`);
    // Every backup holds password and session hashes: only the server's account may look in.
    privateFolder(dir, { narrow: true });
    return;
  }
  try {
    mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  } catch (err) {
    if (codeOf(err) !== 'ENOENT') throw err;
    throw new BackupError(
      `BACKUP_DIR ${dir} does not exist, nor does ${dirname(dir)}: create or mount it first.`,
    );
  }
}

function fsync(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

async function copyDatabase(databasePath: string, target: string): Promise<void> {
  const source = new Database(databasePath, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new Database(target);
  try {
    // One self-contained file: no -wal or -shm beside it, in the backup or once restored.
    copy.pragma('journal_mode = DELETE');
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new BackupError(`The copy failed its integrity check: ${String(result)}`);
    if (appliedMigrationMillis(copy) === null) {
      throw new BackupError(`${databasePath} is not this app's database (it has no migrations).`);
    }
  } finally {
    copy.close();
  }
  privateFiles(target);
  fsync(target);
}

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const { databasePath, uploadsDir, backupDir, keep } = options;
  const now = options.now ?? (() => new Date());
  const freeBytes = options.freeBytes ?? freeDiskBytes;
  const started = performance.now();
  if (!existsSync(databasePath)) throw new BackupError(`No database at ${databasePath}.`);
  ensureFolder(backupDir);

  const needed = fileSize(databasePath) + fileSize(`${databasePath}-wal`) + treeBytes(uploadsDir);
  const free = freeBytes(backupDir);
  if (free < needed + SPARE_BYTES) {
    throw new BackupError(
      `Not enough room in ${backupDir}: the backup needs about ${mb(needed + SPARE_BYTES)}, ` +
        `${mb(free)} is free.`,
    );
  }

  const name = backupName(now());
  const partial = join(backupDir, partialName(name));
  const final = join(backupDir, name);
  const previous = listBackups(backupDir).at(-1);
  let uploadFiles: number;
  try {
    mkdirSync(partial, { mode: PRIVATE_DIR_MODE });
    await copyDatabase(databasePath, join(partial, BACKUP_DATABASE));
    const earlierUploads = previous && join(backupDir, previous, BACKUP_UPLOADS);
    uploadFiles = existsSync(uploadsDir)
      ? copyTree(uploadsDir, join(partial, BACKUP_UPLOADS), earlierUploads)
      : 0;
    renameSync(partial, final);
    fsync(backupDir);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw asBackupError(err, databasePath, backupDir);
  }
  return {
    path: final,
    databaseBytes: statSync(join(final, BACKUP_DATABASE)).size,
    uploadFiles,
    seconds: (performance.now() - started) / 1000,
    removed: pruneBackups(backupDir, keep, now()),
  };
}

function asBackupError(err: unknown, databasePath: string, backupDir: string): BackupError {
  if (err instanceof BackupError) return err;
  const code = codeOf(err);
  if (code === 'ENOSPC' || code === 'SQLITE_FULL') {
    return new BackupError(`No room left in ${backupDir}: the disk filled up during the backup.`);
  }
  const message = err instanceof Error ? err.message : String(err);
  return new BackupError(`Backup of ${databasePath} failed: ${message}`);
}
