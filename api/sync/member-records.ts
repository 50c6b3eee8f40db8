/**
 * What a member's own records are, in one place: GET /api/bookings, GET /api/orders and the sync
 * pull (issue 23) read them through here, so the feed never answers a record the lists would not.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListItem, OrderSummary } from '@shared/api';
import type { ConsultationDetails } from '@shared/concierge-api';
import type { Consultation } from '@shared/schemas/consultation';
import type { MemberConsultation } from '@shared/sync-api';
import { toBookingListItem } from '../bookings/booking-wire';
import type { Db } from '../db/client';
import { bookings, contactMessages, destinations, orders, privateJets, users } from '../db/schema';
import { toOrderSummary } from '../payments/checkout/order-summary';

export interface MemberRef {
  id: string;
  email: string;
}

/** The member's bookings, newest first; only those with the given ids when `ids` is given. */
export function memberBookings(db: Db, userId: string, ids?: string[]): BookingListItem[] {
  const mine = eq(bookings.userId, userId);
  const rows = db
    .select({ booking: bookings, destinationName: destinations.name, jetName: privateJets.name })
    .from(bookings)
    .innerJoin(destinations, eq(bookings.destinationId, destinations.id))
    .innerJoin(privateJets, eq(bookings.jetId, privateJets.id))
    .where(ids ? and(mine, inArray(bookings.id, ids)) : mine)
    // rowid breaks ties between bookings made within the same millisecond
    .orderBy(desc(bookings.createdAt), desc(sql`${bookings}.rowid`))
    .all();
  return rows.map(({ booking, ...names }) => toBookingListItem(booking, names));
}

/**
 * The member's orders, newest first: their own (any status), and the paid ones bought with their
 * email while signed out, once they have confirmed that email (anyone can register with any
 * address, and the guest orders of an address are its owner's).
 */
export function memberOrders(db: Db, member: MemberRef, ids?: string[]): OrderSummary[] {
  const [row] = db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, member.id))
    .all();
  const guestOrders = and(
    isNull(orders.userId),
    eq(orders.email, member.email),
    // Paid, and what became of a paid one (refunded, disputed): never an unpaid checkout.
    inArray(orders.status, ['paid', 'refunded', 'disputed']),
  );
  const owned: SQL | undefined = row?.verifiedAt
    ? or(eq(orders.userId, member.id), guestOrders)
    : eq(orders.userId, member.id);
  return db
    .select()
    .from(orders)
    .where(ids ? and(owned, inArray(orders.id, ids)) : owned)
    .orderBy(desc(orders.createdAt), sql`rowid desc`)
    .all()
    .map(toOrderSummary);
}

/** The consultation requests the member sent while signed in, newest first. */
export function memberConsultations(db: Db, userId: string, ids?: number[]): MemberConsultation[] {
  const mine = and(eq(contactMessages.userId, userId), eq(contactMessages.kind, 'consultation'));
  return db
    .select()
    .from(contactMessages)
    .where(ids ? and(mine, inArray(contactMessages.id, ids)) : mine)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .all()
    .flatMap((r) => {
      // Every consultation is stored with its wizard's fields, which consultationRequestSchema
      // checked on the way in: they are the schema's picklist values.
      if (!r.details) return [];
      const details = r.details as ConsultationDetails & Pick<Consultation, WizardChoice>;
      return {
        id: String(r.id),
        clientId: r.clientId,
        callType: details.callType,
        preferredDate: details.preferredDate,
        preferredTime: details.preferredTime,
        topic: details.topic,
        message: r.message,
        phoneNumber: r.phoneNumber ?? '',
        appleId: details.appleId ?? '',
        status: r.status,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
    });
}

type WizardChoice = 'callType' | 'preferredTime' | 'topic';
