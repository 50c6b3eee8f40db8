/** A member's avatar on their account (the uploads slice stores the file itself). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { nextUpdatedAt } from '../db/row-version';

/** The avatar the member has now and the profile's version; undefined when they are gone. */
export const profileImageOf = (db: Db, userId: string) =>
  db
    .select({ profileImageUrl: users.profileImageUrl, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();

/** A profile change: the new avatar, and a new version after `previousVersion`. */
export function setProfileImage(
  db: Db,
  userId: string,
  url: string,
  previousVersion: string,
  now: Date,
): void {
  db.update(users)
    .set({ profileImageUrl: url, updatedAt: nextUpdatedAt(previousVersion, now) })
    .where(eq(users.id, userId))
    .run();
}
