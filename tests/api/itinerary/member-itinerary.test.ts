/**
 * GET /api/bookings/:id/itinerary and GET /api/bookings/:id/calendar.ics (issue 38): the
 * booking's own member only; the calendar parses (ical.js) with one event per flight, stay and
 * transfer at the right instants, and keeps each event's UID across edits with a higher SEQUENCE.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ITINERARY_API, type Itinerary } from '@shared/itinerary-api';
import { SYNC_API } from '@shared/sync-api';
import { json, withCookie } from '../../helpers/api';
import { staffSuite } from '../../helpers/console-calls';
import { dbRows } from '../../helpers/db-rows';
import { insertBooking, signedIn, type Person } from '../../helpers/staff';
import { asSent, FLIGHT, putItinerary, TRIP } from './itinerary-calls';

const s = staffSuite(['concierge', 'member']);

const booking = (userId: string | null = s.member.id) =>
  insertBooking(s.t, s.time, { userId, status: 'confirmed' });
const write = async (id: string, items: unknown[], expectedUpdatedAt: string | null = null) => {
  const { status, body } = await putItinerary(s.t, id, { items, expectedUpdatedAt }, s.concierge);
  expect(status).toBe(200);
  return body;
};
const read = (path: string, as: Person | null = s.member) =>
  s.t.request(path, withCookie(as?.cookie));

describe('GET /api/bookings/:id/itinerary', () => {
  it('answers the member’s itinerary with its places', async () => {
    const id = booking();
    const written = await write(id, TRIP);
    const res = await read(ITINERARY_API.itinerary(id));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const body = await json<Itinerary>(res);
    expect(body).toEqual({ bookingId: id, items: written.items, updatedAt: written.updatedAt });
    expect(body.items[0]).toMatchObject({
      departure: { local: '2027-03-01T09:00', zone: 'EST', airport: { shortName: 'Teterboro' } },
    });
  });

  it('answers an empty itinerary before the concierge writes one', async () => {
    const id = booking();
    const body = await json<Itinerary>(await read(ITINERARY_API.itinerary(id)));
    expect(body).toEqual({ bookingId: id, items: [], updatedAt: null });
  });

  it('answers 401 to a visitor and 404 to another member, as for a booking that does not exist', async () => {
    const id = booking();
    await write(id, TRIP);
    const other = signedIn(s.t, s.time, 'member', 'other@club.test');
    for (const path of [ITINERARY_API.itinerary(id), ITINERARY_API.calendar(id)]) {
      const visitor = await read(path, null);
      expect(visitor.status).toBe(401);
      const theirs = await read(path, other);
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toMatchObject({ message: 'No trip with this id' });
      expect((await read(path.replace(id, 'no-such-booking'))).status).toBe(404);
    }
  });

  it('reaches the member’s devices through the change feed and the sync pull', async () => {
    const id = booking();
    const { cursor } = await json<{ cursor: string }>(await read(SYNC_API.pull));
    const written = await write(id, TRIP);
    const rows = dbRows(
      s.t.db,
      "SELECT user_id, entity_id FROM change_feed WHERE entity = 'itinerary'",
    );
    expect(rows).toEqual([{ user_id: s.member.id, entity_id: id }]);
    const pull = await json<{ itineraries: Itinerary[] }>(
      await read(`${SYNC_API.pull}?since=${encodeURIComponent(cursor)}`),
    );
    expect(pull.itineraries).toEqual([
      { bookingId: id, items: written.items, updatedAt: written.updatedAt },
    ]);
  });
});

interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  status: string | null;
  start: Date;
  startZone: string;
  allDay: boolean;
  startText: string;
  end: Date;
  endZone: string;
  endText: string;
}

/** The .ics as a calendar app reads it: ical.js, with the file's own VTIMEZONE blocks. */
function parseCalendar(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      status: component.getFirstPropertyValue('status') as string | null,
      start: event.startDate.toJSDate(),
      startZone: event.startDate.zone?.tzid ?? '',
      allDay: event.startDate.isDate,
      startText: event.startDate.toString(),
      end: event.endDate.toJSDate(),
      endZone: event.endDate.zone?.tzid ?? '',
      endText: event.endDate.toString(),
    };
  });
}

const calendarOf = async (id: string) => {
  const res = await read(ITINERARY_API.calendar(id));
  expect(res.status).toBe(200);
  const text = await res.text();
  return { res, text, events: parseCalendar(text) };
};

describe('GET /api/bookings/:id/calendar.ics', () => {
  it('is an iCalendar file with one event per flight, stay and transfer, at the right instants', async () => {
    const id = booking();
    const written = await write(id, TRIP);
    const { res, events } = await calendarOf(id);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="aurelian-trip-${id}.ics"`,
    );
    expect(events.map((e) => e.uid)).toEqual(
      written.items.slice(0, 3).map((i) => `${i.uid}@localhost`),
    );
    const [flight, stay, transfer] = events as [ParsedEvent, ParsedEvent, ParsedEvent];
    // Shown at 09:00 in Teterboro's zone, which is 14:00 UTC.
    expect(flight).toMatchObject({
      summary: "Flight Teterboro (KTEB) → Nice Cote D'Azur (LFMN)",
      startZone: 'America/New_York',
      startText: '2027-03-01T09:00:00',
      sequence: 0,
      status: 'CONFIRMED',
    });
    expect(flight.start.toISOString()).toBe('2027-03-01T14:00:00.000Z');
    // It lands at 22:10 in Nice's zone, which is 21:10 UTC.
    expect(flight).toMatchObject({ endZone: 'Europe/Paris', endText: '2027-03-01T22:10:00' });
    expect(flight.end.toISOString()).toBe('2027-03-01T21:10:00.000Z');
    expect(stay).toMatchObject({
      allDay: true,
      startText: '2027-03-01',
      endText: '2027-03-09',
    });
    expect(transfer).toMatchObject({ startZone: 'Europe/Paris', startText: '2027-03-01T22:30:00' });
    expect(transfer.start.toISOString()).toBe('2027-03-01T21:30:00.000Z');
  });

  it('keeps each event’s UID across an edit, raises the SEQUENCE of what changed, and cancels what was taken out', async () => {
    const id = booking();
    const before = await write(id, TRIP);
    const { events: first } = await calendarOf(id);
    s.time.advance(60_000);
    const sent = asSent(before.items);
    // An hour later; the transfer is taken out; stay and note unchanged.
    sent[0] = { ...sent[0], departs: '2027-03-01T10:00', arrives: '2027-03-01T23:10' };
    await write(id, [sent[0], sent[1], sent[3]], before.updatedAt);
    const { events: after } = await calendarOf(id);
    const byUid = new Map(after.map((e) => [e.uid, e]));
    const [flight, stay, transfer] = first as [ParsedEvent, ParsedEvent, ParsedEvent];
    expect(byUid.get(flight.uid)).toMatchObject({ sequence: 1, startText: '2027-03-01T10:00:00' });
    expect(byUid.get(flight.uid)?.start.toISOString()).toBe('2027-03-01T15:00:00.000Z');
    expect(byUid.get(stay.uid)).toMatchObject({ sequence: 0 });
    expect(byUid.get(transfer.uid)).toMatchObject({ sequence: 1, status: 'CANCELLED' });
    expect(after).toHaveLength(3);
  });

  it('gives a summer flight its daylight-saving time', async () => {
    const id = booking();
    await write(id, [{ ...FLIGHT, departs: '2027-07-01T09:00', arrives: '2027-07-01T22:10' }]);
    const { text, events } = await calendarOf(id);
    const [flight] = events;
    expect(flight?.start.toISOString()).toBe('2027-07-01T13:00:00.000Z');
    // Landing in Nice's summer time: its zone comes with the file though no other event is there.
    expect(flight).toMatchObject({ endZone: 'Europe/Paris', endText: '2027-07-01T22:10:00' });
    expect(flight?.end.toISOString()).toBe('2027-07-01T20:10:00.000Z');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
  });
});
