/**
 * The concierge console's API (issue 22), mounted at /api/concierge behind requireStaff (app.ts):
 * the bookings and their workflow for every staff member, the audit log for admins.
 */
import { Hono } from 'hono';
import {
  BOOKING_CONFLICT_CODE,
  BOOKING_TRANSITION_CODE,
  type AuditEntry,
  type BookingConflictBody,
  type ConciergeBooking,
  type ConciergeBookingDetail,
  type PageOf,
} from '@shared/api';
import { BOOKING_TRANSITIONS, type BookingStatus } from '@shared/booking-workflow';
import { BookingUpdateSchema, ConciergeBookingQuerySchema } from '@shared/schemas/concierge';
import { PageQuerySchema } from '@shared/schemas/paging';
import { listAudit } from '../../db/audit-log';
import { updateBooking } from './booking-update';
import { errorBody } from '../../errors';
import { requireAdmin, type StaffEnv } from '../../middleware/require-staff';
import { validateJson, validateQuery } from '../../middleware/validate';
import { loadBookingMember } from '../../auth';
import { findBooking, listBookings, otherBookingsOf } from '../../bookings';
import type { ConciergeDeps } from '../concierge-deps';

export const BOOKING_NOT_FOUND_MESSAGE = 'No booking with this id';
export const BOOKING_CONFLICT_MESSAGE =
  'This booking was changed by someone else since you opened it. Review it and try again.';

const refusedMessage = (from: BookingStatus, to: BookingStatus) => {
  const allowed = BOOKING_TRANSITIONS[from];
  const next = allowed.length > 0 ? `it can become ${allowed.join(' or ')}` : 'it is final';
  return `A ${from} booking cannot become ${to}: ${next}.`;
};

export function conciergeBookingRoutes({ db, clock, mail }: ConciergeDeps) {
  const notFound = () => errorBody(BOOKING_NOT_FOUND_MESSAGE);
  return new Hono<StaffEnv>()
    .get('/bookings', validateQuery(ConciergeBookingQuerySchema), (c) =>
      c.json<PageOf<ConciergeBooking>>(listBookings(db, c.req.valid('query'))),
    )
    .get('/bookings/:id', (c) => {
      const booking = findBooking(db, c.req.param('id'));
      if (!booking) return c.json(notFound(), 404);
      const member = booking.userId === null ? null : loadBookingMember(db, booking.userId);
      const otherBookings = member ? otherBookingsOf(db, member.id, booking.id) : [];
      return c.json<ConciergeBookingDetail>({ booking, member, otherBookings });
    })
    .patch('/bookings/:id', validateJson(BookingUpdateSchema), (c) => {
      const id = c.req.param('id');
      const input = c.req.valid('json');
      const outcome = updateBooking(db, c.var.staff, id, input, clock(), mail);
      const current = findBooking(db, id);
      if (outcome.kind === 'not_found' || !current) return c.json(notFound(), 404);
      if (outcome.kind === 'stale') {
        const body: BookingConflictBody = {
          ...errorBody(BOOKING_CONFLICT_MESSAGE),
          code: BOOKING_CONFLICT_CODE,
          current,
        };
        return c.json(body, 409);
      }
      if (outcome.kind === 'refused') {
        const message = refusedMessage(outcome.from, input.status);
        return c.json(errorBody(message, { code: BOOKING_TRANSITION_CODE }), 409);
      }
      return c.json<ConciergeBooking>(current);
    })
    .get('/audit', requireAdmin(), validateQuery(PageQuerySchema), (c) =>
      c.json<PageOf<AuditEntry>>(listAudit(db, c.req.valid('query'))),
    );
}
