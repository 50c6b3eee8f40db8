/**
 * The console's lists as pages (README "Staff accounts and the concierge console"): every list
 * answers `{ items, total, page, pageSize }`, the items read with LIMIT/OFFSET and the total with
 * a COUNT under the same filter.
 */
import { count, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PageOf } from '@shared/api';
import type { Db, Tx } from './client';

/** How many rows of `table` match `where`. */
export const countWhere = (db: Db | Tx, table: SQLiteTable, where?: SQL) =>
  db.select({ n: count() }).from(table).where(where).all()[0]?.n ?? 0;

/** One page: `read` gets the LIMIT and OFFSET of the page asked for, `total` counts them all. */
export function paged<T>(
  { page, pageSize }: { page: number; pageSize: number },
  read: (limit: number, offset: number) => T[],
  total: () => number,
): PageOf<T> {
  return { items: read(pageSize, (page - 1) * pageSize), total: total(), page, pageSize };
}
