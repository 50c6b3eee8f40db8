/** The guest's mail about a booking, from the row as written (templates/booking-mail.ts). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { bookings } from '../db/schema/bookings';
import type { MailContext } from '../mail/mail-context';
import { queueMail } from '../mail/mail-queue';
import {
  bookingStatusMail,
  isMailedBookingStatus,
  type BookingMailFacts,
} from '../mail/templates/booking-mail';
import { selectBookingsWithNames } from './booking-rows';
import type { BookingNames } from './booking-wire';

type Row = typeof bookings.$inferSelect;
type MailedFields = Pick<
  Row,
  'guestEmail' | 'guestName' | 'departureDate' | 'returnDate' | 'guests' | 'totalPriceCents'
> &
  Partial<Pick<Row, 'userId' | 'quotedPriceCents' | 'staffNote'>>;

export const bookingMailFacts = (b: MailedFields, names: BookingNames): BookingMailFacts => ({
  to: b.guestEmail,
  guestName: b.guestName,
  ...names,
  departureDate: b.departureDate,
  returnDate: b.returnDate,
  guests: b.guests,
  totalPriceCents: b.totalPriceCents,
  quotedPriceCents: b.quotedPriceCents ?? null,
  note: b.staffNote ?? null,
  isMember: (b.userId ?? null) !== null,
});

/**
 * After a concierge's step, in its transaction: the mail for the status the booking now has
 * (quoted, confirmed, declined, cancelled), read there so it tells of exactly what was written.
 * A completed trip gets none.
 */
export function queueBookingAnswerMail(tx: Db | Tx, id: string, context: MailContext, now: Date) {
  const [found] = selectBookingsWithNames(tx).where(eq(bookings.id, id)).all();
  if (!found) throw new Error(`booking ${id} vanished inside its own transaction`);
  const { booking, ...names } = found;
  if (!isMailedBookingStatus(booking.status)) return;
  queueMail(tx, bookingStatusMail(booking.status, bookingMailFacts(booking, names), context), now);
}
