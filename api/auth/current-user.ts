/**
 * The member as the API shows them to themselves (CurrentUser): every profile field, never the
 * password hash or the payment provider's ids.
 */
import { eq } from 'drizzle-orm';
import type { AuthResponse, CurrentUser } from '@shared/api';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';

type UserRow = typeof users.$inferSelect;

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    phoneNumber: row.phoneNumber,
    state: row.state,
    companyName: row.companyName,
    upcomingTrips: row.upcomingTrips,
    selectedDestinationId: row.selectedDestinationId,
    membershipStatus: row.membershipStatus,
    hasCompletedOnboarding: row.hasCompletedOnboarding,
    hasUploadedSensitiveInfo: row.hasUploadedSensitiveInfo,
    emailVerified: row.emailVerifiedAt !== null,
    role: row.role,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function loadCurrentUser(db: Db, userId: string): CurrentUser | null {
  const row = db.select().from(users).where(eq(users.id, userId)).get();
  return row ? toCurrentUser(row) : null;
}

/** For a member known to exist (just created, or holding a live session). */
export function getCurrentUser(db: Db, userId: string): CurrentUser {
  const user = loadCurrentUser(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  return user;
}

/** Sign-in and registration also name the member in snake case (spec 7: first_name, last_name). */
export const toAuthResponse = (user: CurrentUser): AuthResponse => ({
  user: { ...user, first_name: user.firstName, last_name: user.lastName },
});
