import * as v from 'valibot';
import { BOOKING_STATUSES } from '../booking-workflow';
import { calendarDate, multiLineText, singleLineText } from './fields';
import { pagingEntries } from './paging';

export const NOTE_MAX_LENGTH = 2000;
/** The bookings list's orders: by when it was made or when the trip starts; `-` is descending. */
export const BOOKING_SORTS = [
  '-createdAt',
  'createdAt',
  'departureDate',
  '-departureDate',
] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
export const QUOTE_REQUIRED_MESSAGE = 'A quote needs a price';
export const PRICE_ONLY_WITH_QUOTE_MESSAGE = 'A price can only be given with a quote';
const STATUS_MESSAGE = `Status must be one of ${BOOKING_STATUSES.join(', ')}`;
const PRICE_MESSAGE = 'Price must be an amount like 1250.00';
const RANGE_MESSAGE = '"from" must not be after "to"';

/** Query strings arrive as text: blank is the same as absent. */
export const optionalFilter = <T extends v.GenericSchema<string, unknown>>(schema: T) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(schema),
    ),
  );

/** `q` of every console list: one line of text, matched literally (its wildcards too). */
export const searchFilter = optionalFilter(
  v.pipe(singleLineText(), v.maxLength(100, 'Search must be at most 100 characters')),
);

/**
 * The version a staff edit is based on: the record's `updatedAt` when the staff member opened it.
 * A record changed since is a 409 with the current one, never a silent overwrite.
 */
export const expectedUpdatedAt = v.pipe(
  v.string('expectedUpdatedAt is required'),
  v.isoTimestamp('expectedUpdatedAt is required'),
);

/**
 * GET /api/concierge/bookings: the page, and the filters. `from` and `to` bound the departure
 * date (the day the trip starts), both included; `q` searches guest name and email.
 */
export const ConciergeBookingQuerySchema = v.pipe(
  v.object({
    ...pagingEntries,
    status: optionalFilter(v.picklist(BOOKING_STATUSES, STATUS_MESSAGE)),
    from: optionalFilter(calendarDate('Please enter a valid date')),
    to: optionalFilter(calendarDate('Please enter a valid date')),
    destinationId: optionalFilter(v.pipe(v.string(), v.maxLength(64, 'Unknown destination'))),
    q: searchFilter,
    sort: optionalFilter(
      v.picklist(BOOKING_SORTS, `Sort must be one of ${BOOKING_SORTS.join(', ')}`),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => from === undefined || to === undefined || from <= to,
      RANGE_MESSAGE,
    ),
    ['to'],
  ),
);
export type ConciergeBookingQuery = v.InferOutput<typeof ConciergeBookingQuerySchema>;

/**
 * PATCH /api/concierge/bookings/:id: the next status, with an optional note for the guest; a quote
 * carries its price as decimal text like every amount of the API ("1250.00"). `expectedUpdatedAt`
 * is the booking's `updatedAt` when the staff member opened it: a booking changed since is a 409.
 */
export const BookingUpdateSchema = v.pipe(
  v.object({
    status: v.picklist(BOOKING_STATUSES, STATUS_MESSAGE),
    note: v.optional(
      v.pipe(
        multiLineText('Note must be text'),
        v.maxLength(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`),
        v.transform((s) => (s === '' ? undefined : s)),
      ),
    ),
    quotedPrice: v.optional(
      v.pipe(
        v.string(PRICE_MESSAGE),
        v.trim(),
        // The API's money text (up to 9999999.99), exact in cents; the shop's prices read the same.
        v.regex(/^\d{1,7}(\.\d{2})?$/, PRICE_MESSAGE),
        v.check((s) => Number(s) > 0, 'A quote must be more than 0.00'),
      ),
    ),
    expectedUpdatedAt,
  }),
  v.forward(
    v.partialCheck(
      [['status'], ['quotedPrice']],
      ({ status, quotedPrice }) => status !== 'quoted' || quotedPrice !== undefined,
      QUOTE_REQUIRED_MESSAGE,
    ),
    ['quotedPrice'],
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['quotedPrice']],
      ({ status, quotedPrice }) => status === 'quoted' || quotedPrice === undefined,
      PRICE_ONLY_WITH_QUOTE_MESSAGE,
    ),
    ['quotedPrice'],
  ),
);
export type BookingUpdateInput = v.InferInput<typeof BookingUpdateSchema>;
export type BookingUpdate = v.InferOutput<typeof BookingUpdateSchema>;
