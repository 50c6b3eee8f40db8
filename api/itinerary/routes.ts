/**
 * A booking's itinerary for its member (issue 38), mounted at /api/bookings: GET
 * /:id/itinerary (`{ items, updatedAt }`) and GET /:id/calendar.ics (RFC 5545). Signed-in
 * members only; another member's booking is a 404, as one that does not exist.
 */
import { Hono } from 'hono';
import type { Itinerary } from '@shared/itinerary-api';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { itineraryCalendar } from './calendar';
import type { ItineraryDeps } from './itinerary-deps';
import { findMemberItinerary, itineraryAnswer } from './member-itinerary';

export const TRIP_NOT_FOUND_MESSAGE = 'No trip with this id';

/** "aurelian-trip-<id>.ics": a name a phone's Files app keeps apart from other trips'. */
const calendarFileName = (bookingId: string) =>
  `aurelian-trip-${bookingId.replace(/[^A-Za-z0-9-]/g, '')}.ics`;

export function itineraryRoutes({ db, publicUrl }: ItineraryDeps) {
  return new Hono<MemberEnv>()
    .use('/:id/*', async (c, next) => {
      await next();
      c.header('Cache-Control', PRIVATE_NO_STORE);
    })
    .get('/:id/itinerary', requireUser(), (c) => {
      const found = findMemberItinerary(db, c.var.member.id, c.req.param('id'));
      if (!found) return c.json(errorBody(TRIP_NOT_FOUND_MESSAGE), 404);
      return c.json<Itinerary>(itineraryAnswer(found.itinerary));
    })
    .get('/:id/calendar.ics', requireUser(), (c) => {
      const id = c.req.param('id');
      const found = findMemberItinerary(db, c.var.member.id, id);
      if (!found) return c.json(errorBody(TRIP_NOT_FOUND_MESSAGE), 404);
      const body = itineraryCalendar({ itinerary: found.itinerary, name: found.trip, publicUrl });
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${calendarFileName(id)}"`,
      });
    });
}
