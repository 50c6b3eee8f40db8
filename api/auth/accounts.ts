/**
 * Accounts as registration and sign-in see them: whether an email is taken, a new account (with
 * the waitlist invitation it came from, if any), and the password hash a sign-in checks.
 */
import { eq } from 'drizzle-orm';
import type { Register } from '@shared/schemas/auth';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema/auth';
import { acceptInvitation } from '../forms';

/** Emails are stored lower-cased; `email` must be too. */
export const emailTaken = (db: Db | Tx, email: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.email, email)).get() !== undefined;

/** The account of a sign-in's email, with its hash; undefined when there is none. */
export const loginOf = (db: Db, email: string) =>
  db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .get();

type NewAccount = Pick<Register, 'firstName' | 'lastName' | 'phoneNumber' | 'invite'> & {
  /** lower-cased */
  email: string;
  passwordHash: string;
};

/** The new account's id; null when the email was taken meanwhile (two registrations racing). */
export function createAccount(db: Db, input: NewAccount, at: Date): string | null {
  const now = at.toISOString();
  const id = crypto.randomUUID();
  const inserted = db.transaction(
    (tx) => {
      const { changes } = tx
        .insert(users)
        .values({
          id,
          email: input.email,
          passwordHash: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          createdAt: now,
          updatedAt: now,
        })
        // Two registrations racing through the hash: the unique email decides, the loser gets 409.
        .onConflictDoNothing({ target: users.email })
        .run();
      if (changes === 0) return false;
      // The invitation only links the account to its waitlist application: registration is
      // open to everyone, so a link that is used, expired, replaced or mistyped is ignored.
      if (input.invite !== undefined) acceptInvitation(tx, input.invite, id, at);
      return true;
    },
    { behavior: 'immediate' },
  );
  return inserted ? id : null;
}

/** Whether any account has this email (any case): the console's invitations ask. */
export const hasAccount = (tx: Db | Tx, email: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1).all()
    .length > 0;
