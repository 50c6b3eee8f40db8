/**
 * The itinerary of a booking (issue 38), as the console writes it: PUT
 * /api/concierge/bookings/:id/itinerary `{ items, expectedUpdatedAt }`. Times are local to their
 * place (`2027-03-01T09:00`): a flight departs in the zone of `from` and arrives in that of `to`
 * (the server knows the airports), a transfer names its zone. What needs the airport data (an
 * unknown code, an arrival before its departure) is checked on the server (api/itinerary).
 */
import * as v from 'valibot';
import {
  calendarDate,
  isCalendarDate,
  requiredMultiLineText,
  requiredText,
  singleLineText,
} from './fields';

export const ITINERARY_KINDS = ['flight', 'stay', 'transfer', 'note'] as const;
export type ItineraryKind = (typeof ITINERARY_KINDS)[number];
export const ITINERARY_MAX_ITEMS = 100;

export const KIND_MESSAGE = 'Kind must be flight, stay, transfer or note';
export const AIRPORT_CODE_MESSAGE =
  'Airport code must be 3 letters (IATA, e.g. TEB) or 4 (ICAO, e.g. KTEB)';
export const LOCAL_TIME_MESSAGE = 'Please enter a local date and time (2027-03-01T09:00)';
export const TIME_ZONE_MESSAGE = 'Unknown time zone (use an IANA name such as Europe/Paris)';
export const CHECK_OUT_MESSAGE = 'Check-out is before check-in';
export const ITEM_UID_MESSAGE = 'Item id must be a UUID';

/** `2027-03-01T09:00`: a wall-clock time with no zone, as people read it at the place. */
export const isLocalDateTime = (value: string) => {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/.exec(value);
  return match !== null && isCalendarDate(match[1]!);
};

/** A zone the platform's time zone database knows (IANA names: 'Europe/Paris'). */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
};

const localDateTime = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.check(isLocalDateTime, LOCAL_TIME_MESSAGE),
  );

const airportCode = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{3,4}$/, AIRPORT_CODE_MESSAGE),
  );

/** An optional line of text: absent or blank is left out. */
const optionalLine = (max: number) =>
  v.optional(
    v.pipe(
      singleLineText(),
      v.maxLength(max, `Must be at most ${max} characters`),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

/** The server's id of an item, sent back with it so the calendar keeps its event. */
const uid = v.optional(v.pipe(v.string(ITEM_UID_MESSAGE), v.uuid(ITEM_UID_MESSAGE)));

export const FlightItemSchema = v.object({
  uid,
  kind: v.literal('flight'),
  from: airportCode('Departure airport is required'),
  to: airportCode('Arrival airport is required'),
  departs: localDateTime('Departure time is required'),
  arrives: localDateTime('Arrival time is required'),
  fbo: optionalLine(120),
  aircraft: optionalLine(120),
  tailNumber: optionalLine(20),
  captain: optionalLine(120),
  /** who flies: names, or a count, as the concierge writes it */
  passengers: optionalLine(500),
});

export const StayItemSchema = v.pipe(
  v.object({
    uid,
    kind: v.literal('stay'),
    name: requiredText('Hotel name is required', 120),
    address: optionalLine(300),
    checkIn: calendarDate('Check-in date is required'),
    checkOut: calendarDate('Check-out date is required'),
    confirmation: optionalLine(60),
  }),
  v.forward(
    v.check((s) => s.checkOut >= s.checkIn, CHECK_OUT_MESSAGE),
    ['checkOut'],
  ),
);

export const TransferItemSchema = v.object({
  uid,
  kind: v.literal('transfer'),
  at: localDateTime('Transfer time is required'),
  timeZone: v.pipe(
    v.string('Time zone is required'),
    v.trim(),
    v.nonEmpty('Time zone is required'),
    v.check(isTimeZone, TIME_ZONE_MESSAGE),
  ),
  from: requiredText('Pick-up place is required', 200),
  to: requiredText('Drop-off place is required', 200),
  driver: optionalLine(120),
  phone: optionalLine(30),
});

export const NoteItemSchema = v.object({
  uid,
  kind: v.literal('note'),
  text: requiredMultiLineText('Note text is required', 2000),
});

export const ItineraryItemSchema = v.variant(
  'kind',
  [FlightItemSchema, StayItemSchema, TransferItemSchema, NoteItemSchema],
  KIND_MESSAGE,
);

export const ItineraryUpdateSchema = v.object({
  items: v.pipe(
    v.array(ItineraryItemSchema, 'Items must be a list'),
    v.maxLength(ITINERARY_MAX_ITEMS, `At most ${ITINERARY_MAX_ITEMS} items`),
  ),
  /** the version the concierge saw; null when the booking had no itinerary yet */
  expectedUpdatedAt: v.nullable(v.string('expectedUpdatedAt is required')),
});

export type ItineraryItemInput = v.InferInput<typeof ItineraryItemSchema>;
export type ItineraryItem = v.InferOutput<typeof ItineraryItemSchema>;
export type FlightItem = v.InferOutput<typeof FlightItemSchema>;
export type StayItem = v.InferOutput<typeof StayItemSchema>;
export type TransferItem = v.InferOutput<typeof TransferItemSchema>;
export type NoteItem = v.InferOutput<typeof NoteItemSchema>;
export type ItineraryUpdateInput = v.InferInput<typeof ItineraryUpdateSchema>;
export type ItineraryUpdate = v.InferOutput<typeof ItineraryUpdateSchema>;
