/**
 * A member as the owners of their data find it: by account, or by an email address they used
 * before they had one (a guest booking, a newsletter signup). Each slice that holds a member's
 * rows exports and erases its part with these (api/account/account-export.ts and
 * account-deletion.ts ask each owner).
 */
import { sql, type Column } from 'drizzle-orm';

export interface MemberRef {
  id: string;
  /** stored lower-cased */
  email: string;
}

/** What a deleted member's kept records (bookings, orders) name instead of them. */
export interface Pseudonym {
  name: string;
  email: string;
}

/** Email columns are compared lower-cased: older rows may keep the case they were typed in. */
export const sameEmail = (column: Column, email: string) => sql`lower(${column}) = ${email}`;
