/**
 * A booking's itinerary as an iCalendar file (RFC 5545, ical-generator): one event per flight,
 * stay and transfer. Each event's UID is its item's uid, so a calendar that imports the file
 * again updates the event instead of adding a second; SEQUENCE is the item's revision, and an
 * item taken out is sent as CANCELLED. Timed events carry their place's zone (TZID with its
 * VTIMEZONE): a flight is shown at 09:00 EST wherever the member opens their calendar, and lands
 * at 22:10 in Nice's zone (its DTEND written in the arrival's, as calendars show a flight). Stays
 * are all-day, check-in to check-out.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { BRAND } from '@shared/brand';
import type { ItineraryItemView } from '@shared/itinerary-api';
import { addDays } from '@shared/schemas/fields';
import { itemLabel } from './change-words';
import { wallParts } from './local-time';
import type { StoredItinerary } from './itinerary-store';

/**
 * An instant as ical-generator's Temporal.Instant stub: it asks for the wall time in the event's
 * zone itself (toZonedDateTimeISO), which a plain Date cannot give (it would use the server's).
 */
function instantValue(iso: string) {
  const instant = new Date(iso);
  const zoned = (timeZone: string) => {
    const parts = wallParts(instant, timeZone);
    const plain = {
      ...parts,
      toJSON: () => iso,
      toString: () => iso,
      toPlainDate: () => ({
        year: parts.year,
        month: parts.month,
        day: parts.day,
        toJSON: () => iso,
        toString: () => iso,
      }),
      toZonedDateTime: (tz: string) => zoned(tz),
    };
    const value = {
      ...parts,
      timeZoneId: timeZone,
      toJSON: () => iso,
      toString: () => iso,
      toPlainDateTime: () => plain,
      withTimeZone: (tz: string) => zoned(tz),
      toInstant: () => stub,
    };
    return value;
  };
  const stub = {
    epochMilliseconds: instant.getTime(),
    toJSON: () => iso,
    toString: () => iso,
    toZonedDateTimeISO: zoned,
  };
  return stub;
}

/** The zone an event is written in; none (UTC) for one the VTIMEZONE data does not know. */
const knownZone = (timeZone: string) => (getVtimezoneComponent(timeZone) ? timeZone : null);

const lines = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join('\n');

function addEvent(
  cal: ICalCalendar,
  item: ItineraryItemView,
  host: string,
  stamp: Date,
  cancelled: boolean,
) {
  const common = {
    id: `${item.uid}@${host}`,
    sequence: item.sequence,
    stamp,
    summary: itemLabel(item),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
  switch (item.kind) {
    case 'flight':
      cal.createEvent({
        ...common,
        start: instantValue(item.departure.instant),
        end: instantValue(item.arrival.instant),
        timezone: knownZone(item.departure.timeZone),
        location: [item.departure.airport.name, item.fbo && `FBO: ${item.fbo}`]
          .filter(Boolean)
          .join(', '),
        description: lines(
          `Departs ${item.departure.local.slice(11)} ${item.departure.zone} from ${item.departure.airport.name}`,
          `Arrives ${item.arrival.local.slice(11)} ${item.arrival.zone} at ${item.arrival.airport.name}`,
          item.fbo && `FBO: ${item.fbo}`,
          item.aircraft && `Aircraft: ${item.aircraft}`,
          item.tailNumber && `Tail number: ${item.tailNumber}`,
          item.captain && `Captain: ${item.captain}`,
          item.passengers && `Passengers: ${item.passengers}`,
        ),
      });
      return;
    case 'stay':
      cal.createEvent({
        ...common,
        allDay: true,
        start: item.checkIn,
        // DTEND of an all-day event is exclusive: the check-out day is shown too.
        end: addDays(item.checkOut, 1),
        location: item.address ?? item.name,
        description: lines(
          `Check-in ${item.checkIn}, check-out ${item.checkOut}`,
          item.confirmation && `Confirmation: ${item.confirmation}`,
        ),
      });
      return;
    case 'transfer':
      cal.createEvent({
        ...common,
        start: instantValue(item.time.instant),
        // A transfer names only its pick-up: an hour is held for it.
        end: instantValue(new Date(Date.parse(item.time.instant) + 60 * 60 * 1000).toISOString()),
        timezone: knownZone(item.time.timeZone),
        location: item.from,
        description: lines(
          `From ${item.from} to ${item.to}`,
          item.driver && `Driver: ${item.driver}`,
          item.phone && `Phone: ${item.phone}`,
        ),
      });
      return;
    case 'note':
      return;
  }
}

export interface CalendarOf {
  itinerary: StoredItinerary;
  /** "Your trip to Aspen" */
  name: string;
  /** the club's public address: its host makes each UID globally unique */
  publicUrl: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall time in `timeZone` as iCalendar writes a local DATE-TIME: 20270301T221000. */
function localStamp(iso: string, timeZone: string): string {
  const p = wallParts(new Date(iso), timeZone);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/**
 * ical-generator writes one zone per event, for DTSTART and DTEND alike: a flight's DTEND is
 * rewritten in its arrival's zone (the same instant), and that zone's VTIMEZONE added if no event
 * brought it.
 */
function endFlightsWhereTheyLand(text: string, items: readonly ItineraryItemView[], host: string) {
  let out = text;
  const zones = new Set<string>();
  for (const item of items) {
    if (item.kind !== 'flight') continue;
    const from = knownZone(item.departure.timeZone);
    const to = knownZone(item.arrival.timeZone);
    if (!from || !to || from === to) continue;
    const uid = `UID:${item.uid}@${host}`;
    const start = out.indexOf(uid);
    const end = out.indexOf('END:VEVENT', start);
    if (start === -1 || end === -1) continue;
    const event = out
      .slice(start, end)
      .replace(
        /^DTEND;TZID=[^:\r\n]+:[0-9T]+$/m,
        `DTEND;TZID=${to}:${localStamp(item.arrival.instant, to)}`,
      );
    out = out.slice(0, start) + event + out.slice(end);
    zones.add(to);
  }
  for (const zone of zones) {
    if (out.includes(`TZID:${zone}\r\n`)) continue;
    const vtimezone = getVtimezoneComponent(zone);
    if (!vtimezone) continue;
    const at = out.indexOf('BEGIN:VEVENT');
    out = `${out.slice(0, at)}${vtimezone.replace(/\r?\n/g, '\r\n').replace(/(\r\n)*$/, '\r\n')}${out.slice(at)}`;
  }
  return out;
}

export function itineraryCalendar({ itinerary, name, publicUrl }: CalendarOf): string {
  const host = new URL(publicUrl).host;
  const cal = ical({
    prodId: { company: BRAND.fullName, product: 'Itinerary', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const stamp = new Date(itinerary.updatedAt ?? 0);
  for (const item of itinerary.items) addEvent(cal, item, host, stamp, false);
  for (const item of itinerary.cancelled) addEvent(cal, item, host, stamp, true);
  return endFlightsWhereTheyLand(
    cal.toString(),
    [...itinerary.items, ...itinerary.cancelled],
    host,
  );
}
