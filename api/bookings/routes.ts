/**
 * POST /api/bookings (spec 7: a booking request, signed in or not) and GET /api/bookings (the
 * signed-in member's trips, read as the sync pull reads them: member-bookings.ts).
 */
import { Hono } from 'hono';
import type { BookingListItem, BookingResponse } from '@shared/api';
import { BookingSchema } from '@shared/schemas/booking';
import { errorBody } from '../errors';
import type { SessionEnv } from '../middleware/session-env';
import { validateJson } from '../middleware/validate';
import type { BookingsDeps } from './bookings-deps';
import { toBookingResponse } from './booking-wire';
import { createBooking } from './create-booking';
import { memberBookings } from './member-bookings';

export function bookingRoutes({ db, clock, mail }: BookingsDeps) {
  return new Hono<SessionEnv>()
    .post('/', validateJson(BookingSchema), (c) => {
      const outcome = createBooking(db, c.req.valid('json'), c.var.user?.id ?? null, clock(), mail);
      switch (outcome.kind) {
        case 'unknown_destination': {
          const issues = { destinationId: 'Please select a destination' };
          return c.json(errorBody('Unknown destination', { issues }), 400);
        }
        case 'unknown_jet': {
          const issues = { jetId: 'Please select a private jet' };
          return c.json(errorBody('Unknown jet', { issues }), 400);
        }
        case 'invalid_dates':
          return c.json(errorBody('Invalid request', { issues: outcome.issues }), 400);
        case 'created':
          return c.json<BookingResponse>(toBookingResponse(outcome.booking), 201);
      }
    })
    .get('/', (c) => {
      const user = c.var.user;
      if (!user) return c.json(errorBody('Unauthorized'), 401);
      // A member's own bookings: never stored by a shared cache.
      c.header('Cache-Control', 'private, no-store');
      return c.json<BookingListItem[]>(memberBookings(db, user.id));
    });
}
