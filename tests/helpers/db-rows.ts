/** Reading the test database directly, for what an answer does not show. */
import type { Db } from '@api/db/client';

/** A database to read: an app's (`t.db`) or one a test opened itself. */
export type ReadableDb = Pick<Db, '$client'>;

export type Row = Record<string, unknown>;

/** Every row `sql` selects, with its `?` parameters, typed as the caller reads them. */
export const dbRows = <T = Row>(db: ReadableDb, sql: string, ...params: unknown[]): T[] =>
  db.$client.prepare(sql).all(...params) as T[];

/** The first row `sql` selects (undefined when there is none: the caller knows there is one). */
export const dbRow = <T = Row>(db: ReadableDb, sql: string, ...params: unknown[]): T =>
  db.$client.prepare(sql).get(...params) as T;

/** The mail outbox, oldest first, every column. */
export const outboxRows = <T = Row>(db: ReadableDb): T[] =>
  dbRows<T>(db, 'SELECT * FROM mail_outbox ORDER BY id');
