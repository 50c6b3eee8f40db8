/** The member behind a booking, as the console shows them: never a password hash or payment id. */
import { eq } from 'drizzle-orm';
import type { BookingMember } from '@shared/api';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';

export function loadBookingMember(db: Db, userId: string): BookingMember | null {
  const [row] = db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      membershipStatus: users.membershipStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .all();
  return row ?? null;
}
