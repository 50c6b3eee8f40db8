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

/**
 * PUT /api/user/profile (spec 7) and the /profile form. `updatedAt` is the server version the edit
 * was based on: the API answers 409 with the current user when it has changed since.
 */
export const ProfileSchema = v.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  phoneNumber: optionalPhone,
  state: optionalText(60),
  companyName: optionalText(120),
  upcomingTrips: v.pipe(
    v.array(
      v.pipe(
        singleLineText(),
        v.maxLength(TRIP_MAX_LENGTH, `Must be at most ${TRIP_MAX_LENGTH} characters`),
      ),
      'Upcoming trips must be a list',
    ),
    v.maxLength(TRIPS_MAX, `At most ${TRIPS_MAX} upcoming trips`),
    v.transform((trips) => trips.reduce<string[]>((list, trip) => addTrip(list, trip), [])),
  ),
  updatedAt: v.pipe(v.string('updatedAt is required'), v.isoTimestamp('updatedAt is required')),
});
export type ProfileInput = v.InferInput<typeof ProfileSchema>;
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** POST /api/user/select-destination (spec 7) and the /register/destinations picker. */
export const SelectDestinationSchema = v.object({
  destinationId: requiredText('Please Select a Destination', 64),
});
export type SelectDestination = v.InferOutput<typeof SelectDestinationSchema>;
