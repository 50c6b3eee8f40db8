/** The versions the console's edits send back (`expectedUpdatedAt`), read from the database. */
import { dbRow, type ReadableDb } from './db-rows';

/** The tables whose rows the console edits with a version check. */
export type VersionedTable = 'bookings' | 'orders' | 'waitlist' | 'contact_messages' | 'posts';

/** A row's `updated_at`, the version a stale edit is refused against. */
export const rowVersion = (db: ReadableDb, table: VersionedTable, id: string | number): string =>
  dbRow<{ v: string }>(db, `SELECT updated_at AS v FROM ${table} WHERE id = ?`, id).v;
