/**
 * Where a member's data lives beyond their own rows: what they booked, bought, sent and signed up
 * for, under their account or their email (a guest booking, a newsletter signup made before they
 * joined). The export reads it all; the deletion erases or pseudonymises it, the same rows.
 */
import { eq, or, sql, type Column } from 'drizzle-orm';
import { bookings } from '../db/schema/bookings';
import { contactMessages, newsletterSubscribers, waitlist } from '../db/schema/forms';
import { orders } from '../db/schema/payments';

export interface Member {
  id: string;
  /** stored lower-cased */
  email: string;
}

/** Email columns are compared lower-cased: older rows may keep the case they were typed in. */
const sameEmail = (column: Column, email: string) => sql`lower(${column}) = ${email}`;

export const memberBookingsWhere = (m: Member) =>
  or(eq(bookings.userId, m.id), sameEmail(bookings.guestEmail, m.email));

export const memberOrdersWhere = (m: Member) =>
  or(eq(orders.userId, m.id), sameEmail(orders.email, m.email));

export const memberMessagesWhere = (m: Member) =>
  or(eq(contactMessages.userId, m.id), sameEmail(contactMessages.email, m.email));

export const memberWaitlistWhere = (m: Member) => sameEmail(waitlist.email, m.email);

export const memberNewsletterWhere = (m: Member) => sameEmail(newsletterSubscribers.email, m.email);
