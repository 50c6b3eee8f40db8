/**
 * A booking request (spec 4): the destination and jet must exist, the dates fall in the form's
 * window as the server sees it, and the price of record comes from the jet's row, never from the
 * figures the client displayed. The booking and the guest's mail are written together.
 */
import { eq } from 'drizzle-orm';
import type { Booking } from '@shared/schemas/booking';
import { DEFAULT_HOTEL_PRICE, JET_PRICE_MULTIPLIER } from '@shared/constants';
import { bookingDateIssues, bookingWindow } from '@shared/schemas/booking';
import { findDestination, findJet } from '../catalog';
import type { Db } from '../db/client';
import { priceTextToCents } from '../lib/money';
import { bookings } from '../db/schema/bookings';
import type { MailContext } from '../mail/mail-context';
import { queueMail } from '../mail/mail-queue';
import { bookingReceivedMail } from '../mail/templates/booking-mail';
import { openThread, threadSubjects } from '../threads';
import { bookingMailFacts } from './booking-mail';

/** A hotel price the column cannot hold (the editor's schema checks it) falls back to spec 9's. */
const hotelPriceCents = (text: string) => priceTextToCents(text) ?? DEFAULT_HOTEL_PRICE * 100;

/**
 * The form sends zone-less calendar dates and the server does not know the member's time zone.
 * Every zone's local date is within a day of the UTC date, so the window is the form's own (today
 * to two years on) widened by a day each side: nobody's today or last bookable day is refused,
 * and no date outside is let through by more than a day. Compared as YYYY-MM-DD text.
 */
const serverWindow = (now: Date) => bookingWindow(now.toISOString().slice(0, 10), 1);

type BookingRow = typeof bookings.$inferSelect;

export type BookingOutcome =
  | { kind: 'created'; booking: BookingRow }
  | { kind: 'unknown_destination' }
  | { kind: 'unknown_jet' }
  | { kind: 'invalid_dates'; issues: Record<string, string> };

export function createBooking(
  db: Db,
  input: Booking,
  userId: string | null,
  now: Date,
  mail: MailContext,
): BookingOutcome {
  const destination = findDestination(db, input.destinationId);
  if (!destination) return { kind: 'unknown_destination' };
  const jet = findJet(db, input.jetId);
  if (!jet) return { kind: 'unknown_jet' };
  const issues = bookingDateIssues(input, serverWindow(now));
  if (Object.keys(issues).length > 0) return { kind: 'invalid_dates', issues };

  // The client's jetPrice/totalPrice are display figures anyone can edit, and a request queued
  // offline may carry last week's: the prices of record are the rows' as the server reads them
  // now, the destination's hotel price and the jet's (spec 4 and 9: twice its hourly rate).
  const jetPriceCents = JET_PRICE_MULTIPLIER * jet.hourlyRateCents;
  const hotelCents = hotelPriceCents(destination.hotelPrice);
  const id = crypto.randomUUID();
  const values = {
    id,
    destinationId: input.destinationId,
    jetId: input.jetId,
    userId,
    guestName: input.guestName,
    guestEmail: input.guestEmail,
    guestPhone: input.guestPhone,
    departureDate: input.departureDate,
    returnDate: input.returnDate,
    guests: input.guests,
    hotelPriceCents: hotelCents,
    jetPriceCents,
    totalPriceCents: hotelCents + jetPriceCents,
    status: 'pending',
    specialRequests: input.specialRequests || null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  } satisfies typeof bookings.$inferInsert;
  // Rendered before the transaction, which then holds the write lock only for two inserts.
  const names = { destinationName: destination.name, jetName: jet.name };
  const received = bookingReceivedMail(bookingMailFacts(values, names), mail);
  // .run() then a select, not .returning().get(): that leaves a statement open and the WAL
  // cannot be checkpointed (PITFALLS.md "SQLite under load"). The guest's mail is queued in
  // the same transaction: it exists exactly when the booking does.
  const row = db.transaction((tx) => {
    tx.insert(bookings).values(values).run();
    queueMail(tx, received, now);
    // A member's trip has its conversation with the concierge from the start (issue 38).
    if (userId) {
      const subject = threadSubjects.booking(destination.name);
      openThread(tx, { userId, kind: 'booking', refId: id, subject }, now);
    }
    return tx.select().from(bookings).where(eq(bookings.id, id)).all()[0];
  });
  if (!row) throw new Error('booking vanished after insert');
  return { kind: 'created', booking: row };
}
