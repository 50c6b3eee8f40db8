/** A stored booking as the API sends it: to its guest, to the member's list, to the console. */
import type { BookingListItem, BookingResponse, ConciergeBooking } from '@shared/api';
import type { bookings } from '../db/schema/bookings';
import { centsToDecimal } from '../lib/money';

type Row = typeof bookings.$inferSelect;
export interface BookingNames {
  destinationName: string;
  jetName: string;
}

export const toBookingResponse = (r: Row): BookingResponse => ({
  id: r.id,
  destinationId: r.destinationId,
  jetId: r.jetId,
  guestName: r.guestName,
  guestEmail: r.guestEmail,
  guestPhone: r.guestPhone,
  departureDate: r.departureDate,
  returnDate: r.returnDate,
  guests: r.guests,
  hotelPrice: centsToDecimal(r.hotelPriceCents),
  jetPrice: centsToDecimal(r.jetPriceCents),
  totalPrice: centsToDecimal(r.totalPriceCents),
  status: r.status,
  specialRequests: r.specialRequests,
  createdAt: r.createdAt,
});

export const toBookingListItem = (r: Row, names: BookingNames): BookingListItem => ({
  ...toBookingResponse(r),
  ...names,
  quotedPrice: r.quotedPriceCents === null ? null : centsToDecimal(r.quotedPriceCents),
  conciergeNote: r.staffNote,
  statusChangedAt: r.statusChangedAt,
});

export const toConciergeBooking = (r: Row, names: BookingNames): ConciergeBooking => ({
  ...toBookingListItem(r, names),
  status: r.status,
  userId: r.userId,
  updatedAt: r.updatedAt,
});
