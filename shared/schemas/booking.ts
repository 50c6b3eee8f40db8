import * as v from 'valibot';
import { GUESTS_MAX, GUESTS_MIN } from '../constants';
import {
  addDays,
  addYears,
  calendarDate,
  email,
  optionalMultiLineText,
  phone,
  requiredText,
} from './fields';

const GUESTS_MIN_MESSAGE = 'At least 1 guest is required';
/** Checked against the calendar (the client's today, the server's earliest zone), not in the schema. */
export const PAST_DEPARTURE_MESSAGE = 'Departure date cannot be in the past';
export const BOOKING_HORIZON_YEARS = 2;
export const TOO_FAR_MESSAGE = `Bookings can be made up to ${BOOKING_HORIZON_YEARS} years ahead`;

/**
 * The days a booking may use, for a given today (YYYY-MM-DD). The server passes its UTC today
 * with `slackDays: 1`: it does not know the member's time zone, and every zone's date is within
 * a day of UTC's, so no member's own today or last bookable day is refused.
 */
export function bookingWindow(today: string, slackDays = 0) {
  return {
    earliest: addDays(today, -slackDays),
    latest: addDays(addYears(today, BOOKING_HORIZON_YEARS), slackDays),
  };
}

/** Field issues of a booking's dates outside its window; empty when both are inside. */
export function bookingDateIssues(
  input: { departureDate: string; returnDate: string },
  window: { earliest: string; latest: string },
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (input.departureDate < window.earliest) issues.departureDate = PAST_DEPARTURE_MESSAGE;
  else if (input.departureDate > window.latest) issues.departureDate = TOO_FAR_MESSAGE;
  if (input.returnDate > window.latest) issues.returnDate = TOO_FAR_MESSAGE;
  return issues;
}

const date = (message: string) => calendarDate(message);

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
    specialRequests: optionalMultiLineText(2000),
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
 * The booking form's schema: the payload's rules plus the checks only the browser can make
 * exactly, dates within the member's own today and two years on (YYYY-MM-DD; the server, not
 * knowing their time zone, allows a day of slack either side).
 */
export function bookingFormSchema(today: string) {
  const { earliest, latest } = bookingWindow(today);
  const dates: [['departureDate'], ['returnDate']] = [['departureDate'], ['returnDate']];
  return v.pipe(
    BookingSchema,
    v.forward(
      v.partialCheck(dates, (i) => i.departureDate >= earliest, PAST_DEPARTURE_MESSAGE),
      ['departureDate'],
    ),
    v.forward(
      v.partialCheck(dates, (i) => i.departureDate <= latest, TOO_FAR_MESSAGE),
      ['departureDate'],
    ),
    v.forward(
      v.partialCheck(dates, (i) => i.returnDate <= latest, TOO_FAR_MESSAGE),
      ['returnDate'],
    ),
  );
}
