/**
 * The rules every mailed single-use link follows (password resets, email confirmations): the
 * token is 20 random bytes, only its SHA-256 is stored, it works once and until it expires, and
 * only the newest link of an account works. A new link cuts the older ones short (kept, so a
 * click on one can be told a newer link exists), and using one uses up every other.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LinkProblemCode } from '@shared/api';
import type { Db } from '../db/client';
import type { emailVerificationTokens, passwordResetTokens } from '../db/schema/auth';
import { generateSessionToken, sessionIdFromToken } from '../lib/secret-tokens';

export type LinkTable = typeof passwordResetTokens | typeof emailVerificationTokens;
export type LinkCheck = { userId: string } | { problem: LinkProblemCode };

/** Cancels the member's live links and stores a new one; answers its token (mailed, never kept). */
export function issueLink(
  db: Db,
  table: LinkTable,
  userId: string,
  now: Date,
  ttlMs: number,
  extra: Record<string, string> = {},
): string {
  // Same size, alphabet and hashing as session tokens: one generator for secrets in URLs.
  const token = generateSessionToken();
  const nowIso = now.toISOString();
  db.transaction((tx) => {
    tx.update(table)
      .set({ expiresAt: nowIso })
      .where(and(eq(table.userId, userId), isNull(table.usedAt), gt(table.expiresAt, nowIso)))
      .run();
    tx.insert(table)
      .values({
        id: sessionIdFromToken(token),
        userId,
        expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
        createdAt: nowIso,
        ...extra,
      } as typeof table.$inferInsert)
      .run();
  });
  return token;
}

/** Whether the member was sent a link after this one (rowid: two in one clock tick too). */
function hasNewerLink(db: Db, table: LinkTable, userId: string, id: string): boolean {
  const newer = db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.userId, userId),
        sql`rowid > (SELECT rowid FROM ${table} WHERE ${table.id} = ${id})`,
      ),
    )
    .limit(1)
    .all();
  return newer.length > 0;
}

function linkRow(db: Db, table: LinkTable, token: string) {
  return db
    .select()
    .from(table)
    .where(eq(table.id, sessionIdFromToken(token)))
    .all()[0];
}

/** What a token is worth right now, without using it. */
export function checkLink(db: Db, table: LinkTable, token: string, now: Date): LinkCheck {
  const row = linkRow(db, table, token);
  if (!row) return { problem: 'token_invalid' };
  if (row.usedAt !== null) return { problem: 'token_used' };
  if (now.getTime() >= Date.parse(row.expiresAt)) {
    return {
      problem: hasNewerLink(db, table, row.userId, row.id) ? 'token_replaced' : 'token_expired',
    };
  }
  return { userId: row.userId };
}

/**
 * Uses the token up, and with it every other link of the member. False when another request used
 * it first: the `used_at IS NULL` guard makes the check and the write one statement, so two
 * clicks cannot both count.
 */
export function consumeLink(db: Db, table: LinkTable, token: string, now: Date): boolean {
  const usedAt = now.toISOString();
  const row = linkRow(db, table, token);
  if (!row) return false;
  return db.transaction((tx) => {
    const used = tx
      .update(table)
      .set({ usedAt })
      .where(and(eq(table.id, row.id), isNull(table.usedAt)))
      .run();
    if (used.changes !== 1) return false;
    tx.update(table)
      .set({ usedAt })
      .where(and(eq(table.userId, row.userId), isNull(table.usedAt)))
      .run();
    return true;
  });
}
