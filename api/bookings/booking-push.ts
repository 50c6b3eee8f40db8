/**
 * The member's notification about a concierge's step on their booking (issue 38): quoted,
 * confirmed, declined or cancelled, queued in the step's transaction beside its mail, read from
 * the row as written. A guest without an account has no device to notify: mail only.
 */
import { eq } from 'drizzle-orm';
import type { BookingStatus } from '@shared/booking-workflow';
import { PUSH_SCREENS } from '@shared/push-api';
import type { Db, Tx } from '../db/client';
import { bookings } from '../db/schema/bookings';
import { formatUsd } from '../lib/money';
import { queuePush, tripUrgency } from '../push';
import { selectBookingsWithNames } from './booking-rows';

const TITLES: Partial<Record<BookingStatus, string>> = {
  quoted: 'Your trip has a quote',
  confirmed: 'Your trip is confirmed',
  declined: 'Your trip request was declined',
  cancelled: 'Your trip has been cancelled',
};

/** The notification for the status the booking now has; none for one that is not told. */
export function queueBookingAnswerPush(tx: Db | Tx, id: string, now: Date): void {
  const [found] = selectBookingsWithNames(tx).where(eq(bookings.id, id)).all();
  const memberId = found?.booking.userId;
  if (!found || !memberId) return;
  const { booking, destinationName } = found;
  const title = TITLES[booking.status];
  if (!title) return;
  const price =
    booking.status === 'quoted' && booking.quotedPriceCents !== null
      ? ` · ${formatUsd(booking.quotedPriceCents)}`
      : '';
  queuePush(
    tx,
    {
      memberId,
      category: 'trips',
      // One per step: the version a step writes is new every time.
      eventKey: `booking:${id}:${booking.status}:${booking.updatedAt}`,
      title,
      body: `${destinationName}, leaving ${booking.departureDate}${price}`,
      url: PUSH_SCREENS.trip(id),
      tag: `trip:${id}`,
      urgency: tripUrgency(booking.departureDate, now),
    },
    now,
  );
}
