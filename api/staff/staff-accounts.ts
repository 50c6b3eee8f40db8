/**
 * Staff accounts, given and taken only from the server's command line (scripts/staff.ts): the app
 * and the API have no way to set a role. Taking a role away ends the person's sessions, so a
 * console left open elsewhere stops working at once.
 */
import { asc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import type { UserRole } from '@shared/api';
import { COMMON_PASSWORD_MESSAGE, PasswordSchema } from '@shared/schemas/auth';
import { email as emailField } from '@shared/schemas/fields';
import { isCommonPassword } from '../auth/common-passwords';
import { nextUpdatedAt } from '../auth/current-user';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const STAFF_ROLES = ['concierge', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

const EmailSchema = emailField('Please enter a valid email address');

/** The address as accounts store it (lower-cased), or the message that says why it is not one. */
export function normaliseEmail(text: string): { email: string } | { error: string } {
  const result = v.safeParse(EmailSchema, text);
  return result.success
    ? { email: result.output.toLowerCase() }
    : { error: result.issues[0].message };
}

/** The registration form's rules, the common-password list included; null when it passes. */
export function passwordProblem(password: string): string | null {
  const result = v.safeParse(PasswordSchema, password);
  if (!result.success) return result.issues[0].message;
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null;
}

export function findAccount(db: Db, email: string) {
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .all()[0];
}

/** Gives an existing account a role (member included, which is how a role is taken away). */
export function setRole(db: Db, email: string, role: UserRole, now: Date): boolean {
  return db.transaction((tx) => {
    const account = tx
      .select({ id: users.id, updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.email, email))
      .all()[0];
    if (!account) return false;
    tx.update(users)
      .set({ role, updatedAt: nextUpdatedAt(account.updatedAt, now) })
      .where(eq(users.id, account.id))
      .run();
    // In the same transaction: no moment where the role is gone but a session still works.
    if (role === 'member') tx.delete(sessions).where(eq(sessions.userId, account.id)).run();
    return true;
  });
}

/** A new staff account; the password must have passed passwordProblem. */
export async function createStaffAccount(
  db: Db,
  { email, role, password }: { email: string; role: StaffRole; password: string },
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  db.insert(users).values({ email, passwordHash, role, createdAt: at, updatedAt: at }).run();
}

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
