/**
 * Taking an account back (issue 36): a password reset or the undo of an email change proves the
 * address's owner, so whatever someone else may have added to hold the account goes with it:
 * every session (signed in anywhere) and every passkey (a way in without the password). The
 * owner is told which passkeys went, so they can add their own again.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { passkeys, sessions } from '../db/schema/auth';

export interface Recovery {
  /** the names of the passkeys removed, oldest first */
  passkeysRemoved: string[];
}

/** Runs inside the recovery's own transaction, so the account is never half taken back. */
export function takeBackAccount(tx: Db | Tx, userId: string): Recovery {
  const removed = tx
    .select({ name: passkeys.name })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
    .all();
  tx.delete(passkeys).where(eq(passkeys.userId, userId)).run();
  tx.delete(sessions).where(eq(sessions.userId, userId)).run();
  return { passkeysRemoved: removed.map((p) => p.name) };
}
