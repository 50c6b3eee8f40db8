/**
 * Keyset reads of a newest-first list, for exports of any length (the console's CSV streams): each
 * read continues below the last row sent, so no row is skipped or sent twice while rows are added,
 * and no OFFSET grows with the list. The owner of a table writes the read (its filters are its
 * own); the export only streams what it answers.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/** Where a newest-first list stands: the last row sent. */
export interface Keyset {
  createdAt: string;
  rowid: number;
}

/** Up to `limit` rows after `after` (from the start when null), newest first. */
export type KeysetReader<Row> = (after: Keyset | null, limit: number) => (Row & Keyset)[];

/** Rows below the last one sent, in the lists' order (created_at, then rowid, both descending). */
export const afterKeyset = (table: SQLiteTable, createdAt: SQLiteColumn, after: Keyset | null) =>
  after === null
    ? undefined
    : sql`(${createdAt}, ${table}.rowid) < (${after.createdAt}, ${after.rowid})`;

/** The list's order for a keyset read. */
export const newestFirstSql = (table: SQLiteTable, createdAt: SQLiteColumn): SQL[] => [
  sql`${createdAt} desc`,
  sql`${table}.rowid desc`,
];

export const rowidOf = (table: SQLiteTable) => sql<number>`${table}.rowid`;
