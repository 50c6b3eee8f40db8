/**
 * The account's address as the email change (api/account/email-change.ts) needs it: who holds an
 * address, the confirmed new one written, and the reset links the old address could still use.
 * The accounts' tables are auth's; the account slice decides when.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { nextUpdatedAt } from '../db/row-version';
import { passwordResetTokens, users } from '../db/schema/auth';

/** The account that has `email` (as stored: lower-cased), if any. */
export const accountWithEmail = (db: Db | Tx, email: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.email, email)).all()[0];

/** Sets a member's address, confirmed (the link proved they read it), as a profile change. */
export function writeConfirmedEmail(tx: Tx, userId: string, email: string, now: Date): void {
  const [row] = tx
    .select({ updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .all();
  if (!row) return;
  tx.update(users)
    .set({
      email,
      emailVerifiedAt: now.toISOString(),
      updatedAt: nextUpdatedAt(row.updatedAt, now),
    })
    .where(eq(users.id, userId))
    .run();
}

/** Ends every live reset link of the account: mailed to an address it no longer has. */
export function expireResetLinks(tx: Tx, userId: string, now: Date): void {
  const nowIso = now.toISOString();
  tx.update(passwordResetTokens)
    .set({ expiresAt: nowIso })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, nowIso),
      ),
    )
    .run();
}
