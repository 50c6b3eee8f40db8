/**
 * Writes to a member's own account row that other slices ask for: the profile and the destination
 * chosen at registration (account), a new password (account), and the payment provider's customer
 * id (payments' billing portal). The accounts' tables are auth's, so their statements are here.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { CurrentUser } from '@shared/api';
import type { Profile } from '@shared/schemas/profile';
import type { Db } from '../db/client';
import { nextUpdatedAt } from '../db/row-version';
import { passwordResetTokens, sessions, users } from '../db/schema/auth';
import type { MailContext } from '../mail/mail-context';
import { queueMail } from '../mail/mail-queue';
import { passwordChangedMail } from '../mail/templates/account-mail';

/** The member's profile fields, bumping the version the member's devices compare. */
export function saveProfile(db: Db, member: CurrentUser, profile: Profile, now: Date): void {
  db.update(users)
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber || null,
      state: profile.state || null,
      companyName: profile.companyName || null,
      upcomingTrips: profile.upcomingTrips,
      updatedAt: nextUpdatedAt(member.updatedAt, now),
    })
    .where(eq(users.id, member.id))
    .run();
}

/** The destination picked during registration (the caller checks it exists). */
export function saveSelectedDestination(
  db: Db,
  member: CurrentUser,
  destinationId: string,
  now: Date,
): void {
  db.update(users)
    .set({ selectedDestinationId: destinationId, updatedAt: nextUpdatedAt(member.updatedAt, now) })
    .where(eq(users.id, member.id))
    .run();
}

/**
 * A new password from the signed-in member: every other session ends, reset links mailed before
 * are spent, and the member is told by mail. One transaction, so no half of it is ever seen.
 */
export function changePassword(
  db: Db,
  change: { userId: string; email: string; keepSessionId: string; passwordHash: string },
  now: Date,
  mail: MailContext,
): void {
  const { userId, keepSessionId, passwordHash } = change;
  db.transaction(
    (tx) => {
      // Not a profile change: updatedAt stays, as for a reset (password-reset.ts).
      tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
      tx.delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .run();
      // A reset link mailed before must not set the password again.
      tx.update(passwordResetTokens)
        .set({ usedAt: now.toISOString() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
        .run();
      queueMail(tx, passwordChangedMail(change.email, mail), now);
    },
    { behavior: 'immediate' },
  );
}

/** The payment provider's customer for this member, once a membership checkout has made one. */
export function stripeCustomerIdOf(db: Db, userId: string): string | null {
  const row = db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return row?.customerId ?? null;
}
