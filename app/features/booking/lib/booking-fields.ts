import type { BookingInput } from '@shared/schemas/booking';
import { GUESTS_DEFAULT } from '@shared/constants';
import { textFieldsOf } from '@app/components/forms/text-fields-of';
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

const TEXT_KEYS = [
  'destinationId',
  'jetId',
  'guestName',
  'guestEmail',
  'guestPhone',
  'departureDate',
  'returnDate',
  'specialRequests',
] as const satisfies ReadonlyArray<Exclude<keyof BookingFields, 'guests'>>;

/** Spec 7's POST /api/bookings body: the fields plus jetPrice and totalPrice in dollars. */
export function bookingBody(
  values: BookingFields,
  hourlyRate: string | undefined,
  hotelPrice: string | undefined,
) {
  const { jetCents, totalCents } = bookingPrices(hourlyRate, hotelPrice);
  return {
    ...values,
    ...(jetCents === undefined ? {} : { jetPrice: jetCents / 100 }),
    ...(totalCents === undefined ? {} : { totalPrice: totalCents / 100 }),
  };
}

/** Reads a stored request back into the form (a refused one the member is to correct). */
export function fieldsOfBody(body: unknown): BookingFields {
  const guests = (body as { guests?: unknown } | null | undefined)?.guests;
  return {
    ...textFieldsOf(body, TEXT_KEYS),
    guests: typeof guests === 'number' ? guests : GUESTS_DEFAULT,
  };
}
