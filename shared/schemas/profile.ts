import * as v from 'valibot';
import { optionalText, phone, requiredText, singleLineText } from './fields';

export const TRIP_MAX_LENGTH = 120;
export const TRIPS_MAX = 20;

/**
 * Spec 5 "Profile trips": a new trip is ignored if blank or a duplicate (compared without case or
 * surrounding spaces). The form and the server both use it, so the stored list never holds either.
 */
export function addTrip(trips: readonly string[], trip: string): string[] {
  const value = trip.trim().replace(/\s+/g, ' ');
  if (value === '') return [...trips];
  const key = value.toLocaleLowerCase();
  if (trips.some((t) => t.trim().toLocaleLowerCase() === key)) return [...trips];
  return [...trips, value];
}

/** Blank is allowed (a member may remove it); otherwise the waitlist's phone rule. */
const optionalPhone = v.optional(
  v.union(
    [v.pipe(v.string(), v.trim(), v.length(0)), phone('Please enter a valid phone number')],
    'Please enter a valid phone number',
  ),
  '',
);

const TRIPS_MESSAGE = 'Upcoming trips must be a list';

/** Spec 3 stores the trips as "text holding a JSON array": a client may send that text as it is. */
const tripsFromText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : value;
  } catch {
    return value;
  }
};

/** The trips as the /profile form edits them (a list); the payload also takes their JSON text. */
export const tripsList = v.pipe(
  v.array(
    v.pipe(
      singleLineText(),
      v.maxLength(TRIP_MAX_LENGTH, `Must be at most ${TRIP_MAX_LENGTH} characters`),
    ),
    TRIPS_MESSAGE,
  ),
  v.maxLength(TRIPS_MAX, `At most ${TRIPS_MAX} upcoming trips`),
  v.transform((trips) => trips.reduce<string[]>((list, trip) => addTrip(list, trip), [])),
);

/**
 * PUT /api/user/profile, spec 7's body exactly: {firstName, lastName, phoneNumber, state,
 * companyName, upcomingTrips}, the trips as a JSON array or the JSON text of one. The version the
 * edit was based on travels as `If-Match` (shared/profile-etag.ts), not in the body; `updatedAt`
 * is still read when an app from before that sends it (a save queued in its outbox), and means
 * the same.
 */
export const ProfileSchema = v.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  phoneNumber: optionalPhone,
  state: optionalText(60),
  companyName: optionalText(120),
  upcomingTrips: v.pipe(v.unknown(), v.transform(tripsFromText), tripsList),
  updatedAt: v.optional(
    v.pipe(v.string('updatedAt must be a time'), v.isoTimestamp('updatedAt must be a time')),
  ),
});
export type ProfileInput = v.InferInput<typeof ProfileSchema>;
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** POST /api/user/select-destination (spec 7) and the /register/destinations picker. */
export const SelectDestinationSchema = v.object({
  destinationId: requiredText('Please Select a Destination', 64),
});
export type SelectDestination = v.InferOutput<typeof SelectDestinationSchema>;
