import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { BookingListItem, BookingResponse } from '@shared/api';
import { DEFAULT_HOTEL_PRICE, JET_PRICE_MULTIPLIER } from '@shared/constants';
import { bookingDateIssues, BookingSchema, bookingWindow } from '@shared/schemas/booking';
import { bookingMailFacts } from './booking-mail';
import { toBookingListItem, toBookingResponse } from './booking-wire';
import type { Db } from '../db/client';
import { bookings, destinations, privateJets } from '../db/schema';
import { errorBody } from '../errors';
import type { MailContext } from '../mail/mail-context';
import { queueMail } from '../mail/mail-queue';
import { bookingReceivedMail } from '../mail/templates/booking-mail';
import type { SessionEnv } from '../auth/session-middleware';
import { validateJson } from '../middleware/validate';
import type { Clock } from '../runtime';

const HOTEL_PRICE_CENTS = DEFAULT_HOTEL_PRICE * 100;

/**
 * The form sends zone-less calendar dates and the server does not know the member's time zone.
 * Every zone's local date is within a day of the UTC date, so the window is the form's own (today
 * to two years on) widened by a day each side: nobody's today or last bookable day is refused,
 * and no date outside is let through by more than a day. Compared as YYYY-MM-DD text.
 */
const serverWindow = (now: Date) => bookingWindow(now.toISOString().slice(0, 10), 1);

export function bookingRoutes(db: Db, clock: Clock, mail: MailContext) {
  return new Hono<SessionEnv>()
    .post('/', validateJson(BookingSchema), (c) => {
      const input = c.req.valid('json');
      const destination = db
        .select({ name: destinations.name })
        .from(destinations)
        .where(eq(destinations.id, input.destinationId))
        .get();
      if (!destination) {
        const issues = { destinationId: 'Please select a destination' };
        return c.json(errorBody('Unknown destination', { issues }), 400);
      }
      const jet = db
        .select({ name: privateJets.name, hourlyRateCents: privateJets.hourlyRateCents })
        .from(privateJets)
        .where(eq(privateJets.id, input.jetId))
        .get();
      if (!jet) {
        const issues = { jetId: 'Please select a private jet' };
        return c.json(errorBody('Unknown jet', { issues }), 400);
      }
      const now = clock();
      const issues = bookingDateIssues(input, serverWindow(now));
      if (Object.keys(issues).length > 0) {
        return c.json(errorBody('Invalid request', { issues }), 400);
      }

      // The client's jetPrice/totalPrice are display figures anyone can edit; the price of
      // record comes from the jet row we trust (spec 4 and 9: jet price is twice its hourly rate).
      const jetPriceCents = JET_PRICE_MULTIPLIER * jet.hourlyRateCents;
      const id = crypto.randomUUID();
      const values = {
        id,
        destinationId: input.destinationId,
        jetId: input.jetId,
        userId: c.var.user?.id ?? null,
        guestName: input.guestName,
        guestEmail: input.guestEmail,
        guestPhone: input.guestPhone,
        departureDate: input.departureDate,
        returnDate: input.returnDate,
        guests: input.guests,
        hotelPriceCents: HOTEL_PRICE_CENTS,
        jetPriceCents,
        totalPriceCents: HOTEL_PRICE_CENTS + jetPriceCents,
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
        return tx.select().from(bookings).where(eq(bookings.id, id)).all()[0];
      });
      if (!row) throw new Error('booking vanished after insert');
      return c.json<BookingResponse>(toBookingResponse(row), 201);
    })
    .get('/', (c) => {
      const user = c.var.user;
      if (!user) return c.json(errorBody('Unauthorized'), 401);
      const rows = db
        .select({
          booking: bookings,
          destinationName: destinations.name,
          jetName: privateJets.name,
        })
        .from(bookings)
        .innerJoin(destinations, eq(bookings.destinationId, destinations.id))
        .innerJoin(privateJets, eq(bookings.jetId, privateJets.id))
        .where(eq(bookings.userId, user.id))
        // rowid breaks ties between bookings made within the same millisecond
        .orderBy(desc(bookings.createdAt), desc(sql`${bookings}.rowid`))
        .all();
      // A member's own bookings: never stored by a shared cache.
      c.header('Cache-Control', 'private, no-store');
      return c.json<BookingListItem[]>(
        rows.map(({ booking, ...names }) => toBookingListItem(booking, names)),
      );
    });
}
