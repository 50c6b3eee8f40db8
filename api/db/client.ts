/**
 * Opens the SQLite database (file or ':memory:') with the pragmas the API relies on, and applies
 * the committed migrations. The only place that knows the driver.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate as runMigrations } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

// Resolved from this file, not process.cwd(), so `npm start` from any folder finds them.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const isMemory = (path: string) => path === ':memory:' || path === '';

export function openDb(path: string): Db {
  if (!isMemory(path)) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  // WAL lets readers run during a write; NORMAL is durable across app crashes in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return drizzle({ client: sqlite, schema });
}

export function migrate(db: Db): void {
  runMigrations(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

export function closeDb(db: Db): void {
  if (db.$client.open) db.$client.close();
}
