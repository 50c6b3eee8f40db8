/** The member's passkeys as rows: found, listed, saved, used and removed. */
import { and, asc, eq } from 'drizzle-orm';
import type { PasskeyItem } from '@shared/account-api';
import type { Db, Tx } from '../db/client';
import { passkeys } from '../db/schema/auth';

export type StoredPasskey = typeof passkeys.$inferSelect;

export function findPasskey(db: Db, id: string): StoredPasskey | undefined {
  return db.select().from(passkeys).where(eq(passkeys.id, id)).all()[0];
}

/** Oldest first, as they were added. */
export function memberPasskeys(db: Db, userId: string): StoredPasskey[] {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
    .all();
}

export const toPasskeyItem = (p: StoredPasskey): PasskeyItem => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
});

export function savePasskey(
  db: Db | Tx,
  row: Omit<StoredPasskey, 'createdAt' | 'lastUsedAt'>,
  now: Date,
): StoredPasskey {
  const saved = { ...row, createdAt: now.toISOString(), lastUsedAt: null };
  db.insert(passkeys).values(saved).run();
  return saved;
}

/**
 * Records a use and its counter. The counter may only grow (or stay 0, for authenticators that
 * keep none): the guard makes a stale answer racing a newer one change nothing.
 */
export function recordPasskeyUse(db: Db, id: string, counter: number, now: Date): boolean {
  const { changes } = db.$client
    .prepare(
      'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND (counter < ? OR counter = 0)',
    )
    .run(counter, now.toISOString(), id, counter);
  return changes === 1;
}

/** False when the member has no passkey of that id (another member's is not theirs to remove). */
export function removePasskey(db: Db, userId: string, id: string): boolean {
  return (
    db
      .delete(passkeys)
      .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
      .run().changes === 1
  );
}
