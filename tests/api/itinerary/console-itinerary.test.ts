/**
 * PUT /api/concierge/bookings/:id/itinerary (issue 38): staff only, the airports resolved with
 * their zones, each bad item a 400 naming it, a stale version a 409 with the current itinerary,
 * and an audit entry for every write.
 */
import { describe, expect, it } from 'vitest';
import {
  ITINERARY_API,
  ITINERARY_CONFLICT_CODE,
  type Itinerary,
  type ItineraryFlightView,
} from '@shared/itinerary-api';
import { withCookie } from '../../helpers/api';
import { auditRows, getAs, itAnswersEachRole, staffSuite } from '../../helpers/console-calls';
import { insertBooking, signedIn, type Person } from '../../helpers/staff';
import { asSent, FLIGHT, NOTE, putItinerary, STAY, TRANSFER, TRIP } from './itinerary-calls';

const s = staffSuite(['concierge', 'member']);

const booking = () => insertBooking(s.t, s.time, { userId: s.member.id, status: 'confirmed' });
const put = (id: string, body: unknown, as: Person = s.concierge) =>
  putItinerary(s.t, id, body, as);
const first = (id: string, items: unknown[] = TRIP) => put(id, { items, expectedUpdatedAt: null });

describe('who may write an itinerary', () => {
  itAnswersEachRole(
    () => s,
    [
      [
        'PUT /api/concierge/bookings/:id/itinerary',
        (cookie) =>
          s.t.request(ITINERARY_API.concierge(booking()), {
            method: 'PUT',
            body: JSON.stringify({ items: TRIP, expectedUpdatedAt: null }),
            headers: { 'Content-Type': 'application/json', ...withCookie(cookie).headers },
          }),
      ],
    ],
    ['itineraries', 'audit_log', 'mail_outbox'],
  );
  itAnswersEachRole(
    () => s,
    [
      [
        'GET /api/concierge/bookings/:id/itinerary',
        (cookie) => s.t.request(ITINERARY_API.concierge(booking()), withCookie(cookie)),
      ],
    ],
    [],
  );

  it('refuses a cross-site write before it is read', async () => {
    const id = booking();
    const body = { items: TRIP, expectedUpdatedAt: null };
    const res = await putItinerary(s.t, id, body, s.concierge, {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(res.status).toBe(403);
    expect(s.t.count('itineraries')).toBe(0);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const { status, body } = await first('no-such-booking');
    expect(status).toBe(404);
    expect(body.message).toBe('No booking with this id');
  });
});

describe('PUT /api/concierge/bookings/:id/itinerary', () => {
  it('stores the items in order, each with a uid, and each place with its zone', async () => {
    const id = booking();
    const { status, body } = await first(id);
    expect(status).toBe(200);
    expect(body.bookingId).toBe(id);
    expect(body.updatedAt).toBe(s.time.now().toISOString());
    expect(body.items.map((i) => i.kind)).toEqual(['flight', 'stay', 'transfer', 'note']);
    for (const item of body.items) {
      expect(item.uid).toMatch(/^[0-9a-f-]{36}$/);
      expect(item.sequence).toBe(0);
    }
    const flight = body.items[0] as ItineraryFlightView;
    expect(flight).toMatchObject({ ...FLIGHT });
    // 09:00 at Teterboro, EST; 22:10 at Nice, CET.
    expect(flight.departure).toEqual({
      local: '2027-03-01T09:00',
      timeZone: 'America/New_York',
      zone: 'EST',
      instant: '2027-03-01T14:00:00.000Z',
      airport: {
        code: 'KTEB',
        iata: 'TEB',
        icao: 'KTEB',
        name: 'Teterboro Airport',
        shortName: 'Teterboro',
        timeZone: 'America/New_York',
      },
    });
    expect(flight.arrival).toMatchObject({
      zone: 'CET',
      instant: '2027-03-01T21:10:00.000Z',
      airport: { iata: 'NCE', icao: 'LFMN', timeZone: 'Europe/Paris' },
    });
    expect(body.items[2]).toMatchObject({
      ...TRANSFER,
      time: { zone: 'CET', instant: '2027-03-01T21:30:00.000Z' },
    });
    expect(body.items[1]).toMatchObject(STAY);
    expect(body.items[3]).toMatchObject(NOTE);
  });

  it('takes IATA codes as well as ICAO, in any case', async () => {
    const id = booking();
    const { status, body } = await first(id, [{ ...FLIGHT, from: 'teb', to: 'NCE' }]);
    expect(status).toBe(200);
    const flight = body.items[0] as ItineraryFlightView;
    expect(flight.departure.airport).toMatchObject({ code: 'TEB', icao: 'KTEB' });
    expect(flight.arrival.airport).toMatchObject({ code: 'NCE', icao: 'LFMN' });
  });

  it('keeps each item’s uid when it is sent back, and raises the sequence of a changed one', async () => {
    const id = booking();
    const before = (await first(id)).body;
    s.time.advance(60_000);
    const sent = asSent(before.items);
    sent[0] = { ...sent[0], departs: '2027-03-01T10:00' };
    const { status, body } = await put(id, {
      items: [...sent.slice(0, 2), NOTE],
      expectedUpdatedAt: before.updatedAt,
    });
    expect(status).toBe(200);
    expect(body.items.map((i) => i.uid)).toEqual([
      before.items[0]!.uid,
      before.items[1]!.uid,
      expect.not.stringMatching(before.items[3]!.uid),
    ]);
    expect(body.items.map((i) => i.sequence)).toEqual([1, 0, 0]);
    expect((body.items[0] as ItineraryFlightView).departure.instant).toBe(
      '2027-03-01T15:00:00.000Z',
    );
  });

  it('writes an audit entry naming each item', async () => {
    const id = booking();
    await first(id, [FLIGHT, STAY]);
    const [entry] = auditRows(s.t);
    expect(entry).toMatchObject({
      staff_email: s.concierge.email,
      action: 'itinerary.updated',
      entity_type: 'itinerary',
      entity_id: id,
      before: { items: [], updatedAt: null },
      after: {
        items: [
          "Flight Teterboro (KTEB) → Nice Cote D'Azur (LFMN) (#0)",
          'Stay at Hôtel du Cap-Eden-Roc (#0)',
        ],
      },
    });
  });

  it('answers 409 with the current itinerary when it changed since the concierge read it', async () => {
    const id = booking();
    const current = (await first(id)).body;
    const again = await first(id, [NOTE]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: ITINERARY_CONFLICT_CODE,
      message: expect.stringContaining('changed by someone else'),
      current: { bookingId: id, updatedAt: current.updatedAt, items: current.items },
    });
    const old = await put(id, { items: [NOTE], expectedUpdatedAt: '2020-01-01T00:00:00.000Z' });
    expect(old.status).toBe(409);
    expect(s.t.count('audit_log')).toBe(1);
  });
});

describe('GET /api/concierge/bookings/:id/itinerary', () => {
  it('answers the itinerary with the version the editor sends back, empty before the first', async () => {
    const id = booking();
    const read = () => getAs<Itinerary>(s.t, ITINERARY_API.concierge(id), s.concierge);
    expect((await read()).body).toEqual({ bookingId: id, items: [], updatedAt: null });
    const written = (await first(id)).body;
    expect((await read()).body).toEqual({
      bookingId: id,
      items: written.items,
      updatedAt: written.updatedAt,
    });
    const missing = await getAs(s.t, ITINERARY_API.concierge('no-such-booking'), s.concierge);
    expect(missing.status).toBe(404);
  });
});

describe('bad itineraries: a 400 naming the item', () => {
  const refusals: [name: string, items: unknown[], path: string, message: string][] = [
    [
      'an unknown airport code',
      [STAY, { ...FLIGHT, to: 'QQQQ' }],
      'items.1.to',
      'Item 2 (flight KTEB → QQQQ): Unknown airport code QQQQ',
    ],
    [
      'a code that is neither IATA nor ICAO',
      [{ ...FLIGHT, from: 'TETERBORO' }],
      'items.0.from',
      'Item 1 (flight TETERBORO → LFMN): Airport code must be 3 letters (IATA, e.g. TEB) or 4 (ICAO, e.g. KTEB)',
    ],
    [
      // 18:00 in New York is 23:00 UTC; 23:30 in Nice is 22:30 UTC: earlier, though it reads later.
      'an arrival before its departure, compared in the two zones',
      [{ ...FLIGHT, departs: '2027-03-01T18:00', arrives: '2027-03-01T23:30' }],
      'items.0.arrives',
      'Item 1 (flight KTEB → LFMN): Arrival is before departure: 2027-03-01T23:30 CET at LFMN is not after 2027-03-01T18:00 EST at KTEB',
    ],
    [
      'a stay that ends before it starts',
      [FLIGHT, { ...STAY, checkOut: '2027-02-27' }],
      'items.1.checkOut',
      'Item 2 (stay): Check-out is before check-in',
    ],
    [
      'an unknown time zone',
      [FLIGHT, STAY, { ...TRANSFER, timeZone: 'Mars/Olympus_Mons' }],
      'items.2.timeZone',
      'Item 3 (transfer): Unknown time zone (use an IANA name such as Europe/Paris)',
    ],
    [
      'a missing field',
      [{ kind: 'flight', from: 'KTEB', departs: '2027-03-01T09:00', arrives: '2027-03-01T22:10' }],
      'items.0.to',
      'Item 1 (flight): Arrival airport is required',
    ],
    [
      'a missing hotel name',
      [{ kind: 'stay', checkIn: '2027-03-01', checkOut: '2027-03-08' }],
      'items.0.name',
      'Item 1 (stay): Hotel name is required',
    ],
    [
      'a time that is not a local date and time',
      [{ ...TRANSFER, at: '2027-03-01 22:30+01:00' }],
      'items.0.at',
      'Item 1 (transfer): Please enter a local date and time (2027-03-01T09:00)',
    ],
    [
      'an unknown kind',
      [FLIGHT, { kind: 'train', from: 'Paris', to: 'Nice' }],
      'items.1.kind',
      'Item 2 (train): Kind must be flight, stay, transfer or note',
    ],
    [
      'an item id that is not one of the itinerary’s',
      [{ ...NOTE, uid: crypto.randomUUID() }],
      'items.0.uid',
      'Item 1 (note): This item id is not in the itinerary: reload it and apply your change again',
    ],
  ];

  it.each(refusals)('refuses %s', async (_name, items, path, message) => {
    const id = booking();
    const { status, body } = await first(id, items);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.issues).toMatchObject({ [path]: message });
    expect(s.t.count('itineraries')).toBe(0);
    expect(s.t.count('audit_log')).toBe(0);
  });

  it('names every bad item, not only the first', async () => {
    const id = booking();
    const { body } = await first(id, [
      { ...FLIGHT, from: 'XQZ' },
      STAY,
      { ...STAY, checkOut: '2027-02-01' },
    ]);
    expect(Object.keys(body.issues ?? {})).toEqual(['items.2.checkOut']);
    // The schema's problems come first; the airports are looked up once the list reads well.
    const { body: next } = await first(id, [
      { ...FLIGHT, from: 'XQZ' },
      { ...FLIGHT, to: 'ZZZ9' },
    ]);
    expect(Object.keys(next.issues ?? {})).toEqual(['items.0.from', 'items.1.to']);
  });

  it('refuses a body without expectedUpdatedAt', async () => {
    const { status, body } = await put(booking(), { items: TRIP });
    expect(status).toBe(400);
    expect(Object.keys(body.issues ?? {})).toEqual(['expectedUpdatedAt']);
  });

  it('refuses a member’s write to their own booking', async () => {
    const other = signedIn(s.t, s.time, 'member', 'other@club.test');
    const { status } = await put(booking(), { items: TRIP, expectedUpdatedAt: null }, other);
    expect(status).toBe(403);
  });
});
