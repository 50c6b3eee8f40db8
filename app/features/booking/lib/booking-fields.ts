import type { BookingInput } from '@shared/schemas/booking';
import { GUESTS_DEFAULT } from '@shared/constants';
import { bookingPrices } from './pricing';

/** What the form edits: the request's fields except the prices, which follow from the jet. */
export type BookingFields = Required<Omit<BookingInput, 'jetPrice' | 'totalPrice'>>;

export function emptyBooking(destinationId = ''): BookingFields {
  return {
    destinationId,
    jetId: '',
    guestName: '',
    guestEmail: '',
    guestPhone: '',
    departureDate: '',
    returnDate: '',
    guests: GUESTS_DEFAULT,
    specialRequests: '',
  };
}

/** Spec 7's POST /api/bookings body: the fields plus jetPrice and totalPrice in dollars. */
export function bookingBody(values: BookingFields, hourlyRate: string | undefined) {
  const { jetCents, totalCents } = bookingPrices(hourlyRate);
  return {
    ...values,
    ...(jetCents === undefined ? {} : { jetPrice: jetCents / 100 }),
    ...(totalCents === undefined ? {} : { totalPrice: totalCents / 100 }),
  };
}

/** Reads a stored request back into the form (a refused one the member is to correct). */
export function fieldsOfBody(body: unknown): BookingFields {
  const b = (body ?? {}) as Partial<Record<keyof BookingFields, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const empty = emptyBooking();
  return {
    destinationId: text(b.destinationId),
    jetId: text(b.jetId),
    guestName: text(b.guestName),
    guestEmail: text(b.guestEmail),
    guestPhone: text(b.guestPhone),
    departureDate: text(b.departureDate),
    returnDate: text(b.returnDate),
    guests: typeof b.guests === 'number' ? b.guests : empty.guests,
    specialRequests: text(b.specialRequests),
  };
}
