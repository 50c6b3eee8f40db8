/**
 * A booking's itinerary in the console (issue 38), behind requireStaff (app.ts): GET reads it
 * with its version for the editor; PUT writes the whole itinerary, checked against the airport
 * data, if the version the concierge saw still stands (409 with the current one otherwise).
 * Every bad item is a 400 that names it.
 */
import { Hono } from 'hono';
import {
  ITINERARY_CONFLICT_CODE,
  type Itinerary,
  type ItineraryConflictBody,
} from '@shared/itinerary-api';
import { errorBody } from '../../errors';
import { findBooking } from '../../bookings';
import { itineraryAnswer, itineraryBody, readItinerary, resolveItinerary } from '../../itinerary';
import type { StaffEnv } from '../../middleware/require-staff';
import type { ConciergeDeps } from '../concierge-deps';
import { BOOKING_NOT_FOUND_MESSAGE } from './booking-routes';
import { updateItinerary } from './itinerary-update';

export const ITINERARY_CONFLICT_MESSAGE =
  'This itinerary was changed by someone else since you opened it. Review it and try again.';

export function conciergeItineraryRoutes({ db, clock, mail }: ConciergeDeps) {
  return new Hono<StaffEnv>()
    .get('/bookings/:id/itinerary', (c) => {
      const id = c.req.param('id');
      if (!findBooking(db, id)) return c.json(errorBody(BOOKING_NOT_FOUND_MESSAGE), 404);
      return c.json<Itinerary>(itineraryAnswer(readItinerary(db, id)));
    })
    .put('/bookings/:id/itinerary', itineraryBody(), async (c) => {
      const { items, expectedUpdatedAt } = c.req.valid('json');
      const resolved = await resolveItinerary(items);
      if (!resolved.ok)
        return c.json(errorBody(resolved.message, { issues: resolved.issues }), 400);
      const actor = { staff: c.var.staff, now: clock() };
      const input = { items: resolved.items, expectedUpdatedAt };
      const outcome = updateItinerary(db, c.req.param('id'), actor, input, mail);
      switch (outcome.kind) {
        case 'not_found':
          return c.json(errorBody(BOOKING_NOT_FOUND_MESSAGE), 404);
        case 'refused':
          return c.json(errorBody(outcome.message, { issues: outcome.issues }), 400);
        case 'stale': {
          const body: ItineraryConflictBody = {
            ...errorBody(ITINERARY_CONFLICT_MESSAGE),
            code: ITINERARY_CONFLICT_CODE,
            current: itineraryAnswer(outcome.current),
          };
          return c.json(body, 409);
        }
        case 'updated':
          return c.json<Itinerary>(itineraryAnswer(outcome.itinerary));
      }
    });
}
