import Database from 'better-sqlite3';
import { E2E_DB_PATH } from './env';

/** Reads the e2e server's database directly, to prove what reached it (and how many times). */
export function queryRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(E2E_DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function countRows(sql: string, ...params: unknown[]): number {
  const rows = queryRows<{ n: number }>(sql, ...params);
  return rows[0]?.n ?? 0;
}

/** A unique email per test run, so parallel tests never collide on unique keys. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
