import * as v from 'valibot';
import { GUESTS_MAX, GUESTS_MIN } from '../constants';
import { email, phone, requiredText } from './fields';

const GUESTS_MIN_MESSAGE = 'At least 1 guest is required';
/** Checked against the calendar (the client's today, the server's earliest zone), not in the schema. */
export const PAST_DEPARTURE_MESSAGE = 'Departure date cannot be in the past';

const date = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.isoDate('Please enter a valid date'));

const money = v.optional(
  v.pipe(v.number('Must be a number'), v.minValue(0), v.maxValue(10_000_000)),
);

/**
 * POST /api/bookings (spec 2.4, 5, 7). jetPrice and totalPrice are accepted because the spec's
 * client sends them, but the server recomputes both from the jet it trusts.
 */
export const BookingSchema = v.pipe(
  v.object({
    destinationId: requiredText('Please select a destination', 64),
    jetId: requiredText('Please select a private jet', 64),
    guestName: requiredText('Guest name is required', 120),
    guestEmail: email('Please enter a valid email address'),
    guestPhone: phone('Please enter a valid phone number'),
    departureDate: date('Departure date is required'),
    returnDate: date('Return date is required'),
    guests: v.pipe(
      v.number(GUESTS_MIN_MESSAGE),
      v.integer(GUESTS_MIN_MESSAGE),
      v.minValue(GUESTS_MIN, GUESTS_MIN_MESSAGE),
      v.maxValue(GUESTS_MAX, 'Maximum 16 guests allowed'),
    ),
    specialRequests: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Must be at most 2000 characters')),
      '',
    ),
    jetPrice: money,
    totalPrice: money,
  }),
  v.forward(
    v.partialCheck(
      [['departureDate'], ['returnDate']],
      (input) => input.returnDate >= input.departureDate,
      'Return date must be on or after the departure date',
    ),
    ['returnDate'],
  ),
);

export type BookingInput = v.InferInput<typeof BookingSchema>;
export type Booking = v.InferOutput<typeof BookingSchema>;

/**
 * The booking form's schema: the payload's rules plus the one check only the browser can make,
 * a departure not before the member's own today (YYYY-MM-DD; the server, not knowing their time
 * zone, allows a day of slack).
 */
export function bookingFormSchema(today: string) {
  return v.pipe(
    BookingSchema,
    v.forward(
      v.partialCheck(
        [['departureDate']],
        (input) => input.departureDate >= today,
        PAST_DEPARTURE_MESSAGE,
      ),
      ['departureDate'],
    ),
  );
}
