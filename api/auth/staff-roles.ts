/**
 * The queries behind the staff command line (api/concierge/staff/staff-accounts.ts decides, audits
 * and mails): roles live on the accounts' table, which is auth's, as do the sessions a change of
 * role ends.
 */
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { UserRole } from '@shared/api';
import type { Db, Tx } from '../db/client';
import { nextUpdatedAt } from '../db/row-version';
import { sessions, users } from '../db/schema/auth';

/** Matched case-insensitively, as at sign-in: an address stored in another case is the same. */
export function findAccount(db: Db, email: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .all()[0];
}

/**
 * Gives the account `role` and ends every session it has, so no session made without the role's
 * knowledge outlives the change. Returns the account as it was, or undefined when it is gone.
 */
export function writeRole(tx: Tx, accountId: string, role: UserRole, now: Date) {
  const account = tx
    .select({ id: users.id, email: users.email, role: users.role, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, accountId))
    .all()[0];
  if (!account) return undefined;
  tx.update(users)
    .set({ role, updatedAt: nextUpdatedAt(account.updatedAt, now) })
    .where(eq(users.id, account.id))
    .run();
  tx.delete(sessions).where(eq(sessions.userId, account.id)).run();
  return account;
}

/** A new account with a role, whose password hash the caller made. */
export function insertStaffAccount(
  tx: Tx,
  account: { id: string; email: string; passwordHash: string; role: UserRole },
  now: Date,
): void {
  const at = now.toISOString();
  tx.insert(users)
    .values({ ...account, createdAt: at, updatedAt: at })
    .run();
}

/** Every account with a role other than member, by role then address. */
export function listStaff(db: Db) {
  return db
    .select({
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(ne(users.role, 'member'))
    .orderBy(asc(users.role), asc(users.email))
    .all();
}
