/**
 * Opens the SQLite database (file or ':memory:') with the pragmas the API relies on, and applies
 * the committed migrations. The only place that knows the driver.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate as runMigrations } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { databaseFiles, privateFiles, privateFolder } from './private-files';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle inside `db.transaction(...)`: a function taking it runs in its caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Resolved from this file, not process.cwd(), so `npm start` from any folder finds them.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const isMemory = (path: string) => path === ':memory:' || path === '';

export const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;
/** How often server.ts empties the WAL (PITFALLS.md "SQLite under load"). */
export const CHECKPOINT_INTERVAL_MS = 5 * 60 * 1000;

export function openDb(path: string): Db {
  if (!isMemory(path)) privateFolder(dirname(path));
  const sqlite = new Database(path);
  // WAL lets readers run during a write; NORMAL is durable across app crashes in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // After a checkpoint the WAL file is truncated back to this size rather than kept at its peak.
  sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
  // Readable by the server's account only; a WAL or SHM made later takes the database's mode.
  if (!isMemory(path)) privateFiles(...databaseFiles(path));
  return drizzle({ client: sqlite, schema });
}

export function migrate(db: Db): void {
  runMigrations(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

let newest: number | undefined;

/** The folder time of the newest committed migration, which drizzle records when it applies one. */
export function newestMigrationMillis(): number {
  newest ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  return newest;
}

/** The newest migration recorded in a database; null when it has none (not this app's). */
export function appliedMigrationMillis(sqlite: Database.Database): number | null {
  const table = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  if (!table) return null;
  const row = sqlite
    .prepare('SELECT MAX(created_at) AS newest FROM __drizzle_migrations')
    .get() as {
    newest: number | null;
  };
  return row.newest === null ? null : Number(row.newest);
}

/** Drizzle applies every migration newer than the newest recorded: none such means none pending. */
export const migrationsApplied = (db: Db): boolean =>
  (appliedMigrationMillis(db.$client) ?? 0) >= newestMigrationMillis();

/**
 * Copies the WAL into the database and truncates the WAL file to zero bytes. The automatic
 * checkpoint only restarts the WAL and gives up while a reader is busy; this one, on a timer
 * and at shutdown, is what keeps the file small. Returns SQLite's [busy, log, checkpointed].
 */
export function checkpoint(db: Db): { busy: number; log: number; checkpointed: number } {
  const [row] = db.$client.pragma('wal_checkpoint(TRUNCATE)') as {
    busy: number;
    log: number;
    checkpointed: number;
  }[];
  return row ?? { busy: 0, log: 0, checkpointed: 0 };
}

export function closeDb(db: Db): void {
  if (!db.$client.open) return;
  try {
    checkpoint(db);
  } finally {
    db.$client.close();
  }
}
