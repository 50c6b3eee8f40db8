/**
 * An itinerary's times as the member reads them: local to the place, with the place and its
 * zone ("09:00 at Teterboro, EST"), and days as "Mon, Mar 1, 2027". Calendar fields, so read
 * in UTC: the device's own zone never shifts them.
 */
import type { ItineraryMoment } from '@shared/itinerary-api';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2027-03-01" → "Mon, Mar 1, 2027" */
export function itineraryDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFormat.format(d);
}

/** "09:00 at Teterboro, EST"; without a place, "22:30 CET". */
export function momentAt(moment: ItineraryMoment, place?: string): string {
  const time = moment.local.slice(11, 16);
  return place ? `${time} at ${place}, ${moment.zone}` : `${time} ${moment.zone}`;
}

/** The day of a moment, as written at its place. */
export const momentDay = (moment: ItineraryMoment) => itineraryDay(moment.local.slice(0, 10));
