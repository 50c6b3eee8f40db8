import * as v from 'valibot';
import { BookingSchema, PAST_DEPARTURE_MESSAGE } from '@shared/schemas/booking';

/** The API's words for the same refusal (api/routes/bookings.ts), so both sides read alike. */
export { PAST_DEPARTURE_MESSAGE };

/**
 * The shared schema plus one check only the browser can make: the departure is not before the
 * member's own today (the server, not knowing their time zone, allows a day of slack).
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
