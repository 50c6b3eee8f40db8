import { describe, expect, it } from 'vitest';
import { createSession } from '@api/auth/sessions';
import { users } from '@api/db/schema';
import { uuidV5 } from '@api/catalog/seed-data/stable-id';
import { REPLAY_HEADER } from '@api/middleware/idempotency';
import { API, type ApiErrorBody, type BookingListItem, type BookingResponse } from '@shared/api';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';
import { generateSessionToken } from '@api/lib/secret-tokens';
import { dbRows } from '../../helpers/db-rows';
import { appSuite } from '../../helpers/app-suite';

// The test clock starts at 2025-09-20T12:00:00.000Z.
const ASPEN = uuidV5('destination:aspen');
const KYOTO = uuidV5('destination:kyoto');

const valid = { ...PUBLIC_WRITES[API.bookings], jetPrice: 27000, totalPrice: 29670 };

const s = appSuite();

const rows = () => dbRows(s.t.db, 'SELECT * FROM bookings ORDER BY rowid');

/** A member with a live session, made directly in the database: sign-in is not built yet. */
function member(email: string) {
  const user = s.t.db.insert(users).values({ email, firstName: 'Amelia' }).returning().get();
  const token = generateSessionToken();
  createSession(s.t.db, token, user.id, s.time.now());
  return { id: user.id, cookie: `session=${token}` };
}

const getBookings = (cookie?: string) =>
  s.t.request(API.bookings, { headers: cookie ? { Cookie: cookie } : {} });

describe('POST /api/bookings: accepted', () => {
  it('stores a pending booking with server-computed prices and answers 201 with it', async () => {
    const res = await s.t.post(API.bookings, valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as BookingResponse;
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      destinationId: ASPEN,
      jetId: 'global-7500',
      guestName: 'Amelia Hart',
      guestEmail: 'amelia@example.com',
      guestPhone: '+1 555 010 2030',
      departureDate: '2025-10-01',
      returnDate: '2025-10-08',
      guests: 2,
      hotelPrice: '2670.00',
      jetPrice: '27000.00',
      totalPrice: '29670.00',
      status: 'pending',
      specialRequests: 'Window seats, please.',
      createdAt: '2025-09-20T12:00:00.000Z',
    });
    expect(rows()).toEqual([
      expect.objectContaining({
        id: body.id,
        user_id: null,
        hotel_price_cents: 267000,
        jet_price_cents: 2700000,
        total_price_cents: 2967000,
        status: 'pending',
      }),
    ]);
  });

  it('ignores the prices the client sends', async () => {
    const res = await s.t.post(API.bookings, {
      ...valid,
      jetId: 'phenom-300e',
      jetPrice: 1,
      totalPrice: 2,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      hotelPrice: '2670.00',
      jetPrice: '8600.00',
      totalPrice: '11270.00',
    });
  });

  it('accepts a booking without the optional prices and special requests', async () => {
    const { jetPrice: _j, totalPrice: _t, specialRequests: _s, ...minimal } = valid;
    const res = await s.t.post(API.bookings, { ...minimal, guestName: '  Amelia Hart  ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      guestName: 'Amelia Hart',
      specialRequests: null,
      totalPrice: '29670.00',
    });
  });

  it('accepts 1 and 16 guests, and a same-day return', async () => {
    for (const guests of [1, 16]) {
      const res = await s.t.post(API.bookings, {
        ...valid,
        guests,
        returnDate: valid.departureDate,
      });
      expect(res.status).toBe(201);
    }
    expect(rows().map((r) => r.guests)).toEqual([1, 16]);
  });
});

describe('POST /api/bookings: refused with per-field messages', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'every field empty',
      {
        destinationId: '',
        jetId: '',
        guestName: '',
        guestEmail: '',
        guestPhone: '',
        departureDate: '',
        returnDate: '',
        guests: 0,
      },
      {
        destinationId: 'Please select a destination',
        jetId: 'Please select a private jet',
        guestName: 'Guest name is required',
        guestEmail: 'Please enter a valid email address',
        guestPhone: 'Please enter a valid phone number',
        departureDate: 'Departure date is required',
        returnDate: 'Return date is required',
        guests: 'At least 1 guest is required',
      },
    ],
    [
      'every field missing',
      {},
      {
        destinationId: 'Please select a destination',
        jetId: 'Please select a private jet',
        guestName: 'Guest name is required',
        guestEmail: 'Please enter a valid email address',
        guestPhone: 'Please enter a valid phone number',
        departureDate: 'Departure date is required',
        returnDate: 'Return date is required',
        guests: 'At least 1 guest is required',
      },
    ],
    [
      'whitespace-only text',
      { ...valid, guestName: '   ', destinationId: '\t' },
      { guestName: 'Guest name is required', destinationId: 'Please select a destination' },
    ],
    [
      'a malformed email',
      { ...valid, guestEmail: 'amelia@' },
      { guestEmail: 'Please enter a valid email address' },
    ],
    [
      'a short phone number',
      { ...valid, guestPhone: '555-0102' },
      { guestPhone: 'Please enter a valid phone number' },
    ],
    [
      'dates that are not ISO dates',
      { ...valid, departureDate: '10/01/2025', returnDate: '2025-13-01' },
      { departureDate: 'Please enter a valid date', returnDate: 'Please enter a valid date' },
    ],
    ['no guests', { ...valid, guests: 0 }, { guests: 'At least 1 guest is required' }],
    ['17 guests', { ...valid, guests: 17 }, { guests: 'Maximum 16 guests allowed' }],
    ['guests as a string', { ...valid, guests: '2' }, { guests: 'At least 1 guest is required' }],
    [
      'a fractional guest count',
      { ...valid, guests: 2.5 },
      { guests: 'At least 1 guest is required' },
    ],
    [
      'wrong types',
      { ...valid, destinationId: 7, jetId: null, guestName: ['Amelia'], guestPhone: 5550102030 },
      {
        destinationId: 'Please select a destination',
        jetId: 'Please select a private jet',
        guestName: 'Guest name is required',
        guestPhone: 'Please enter a valid phone number',
      },
    ],
    [
      'a jet price that is not a number',
      { ...valid, jetPrice: 'free' },
      { jetPrice: 'Must be a number' },
    ],
    [
      'oversize strings',
      { ...valid, guestName: 'A'.repeat(5000), specialRequests: 'x'.repeat(10_000) },
      {
        guestName: 'Must be at most 120 characters',
        specialRequests: 'Must be at most 2000 characters',
      },
    ],
    [
      'a return before the departure',
      { ...valid, departureDate: '2025-10-08', returnDate: '2025-10-01' },
      { returnDate: 'Return date must be on or after the departure date' },
    ],
    [
      'a departure in the past',
      { ...valid, departureDate: '2025-09-18' },
      { departureDate: 'Departure date cannot be in the past' },
    ],
  ];

  it.each(cases)('%s', async (_name, body, issues) => {
    const res = await s.t.post(API.bookings, body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as ApiErrorBody;
    expect(json).toEqual({ message: 'Invalid request', error: 'Invalid request', issues });
    expect(rows()).toHaveLength(0);
  });

  it.each([
    [
      'destination',
      { destinationId: 'atlantis' },
      { destinationId: 'Please select a destination' },
    ],
    ['jet', { jetId: 'concorde' }, { jetId: 'Please select a private jet' }],
  ])('refuses an unknown %s', async (name, unknown, issues) => {
    const res = await s.t.post(API.bookings, { ...valid, ...unknown });
    expect(res.status).toBe(400);
    const message = `Unknown ${name}`;
    expect(await res.json()).toEqual({ message, error: message, issues });
    expect(rows()).toHaveLength(0);
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await s.t.post(API.bookings, '{"destinationId": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).message).toBe('Malformed JSON in request body');
    expect(s.t.logs).toHaveLength(0);
  });
});

describe('POST /api/bookings: the departure date against every time zone', () => {
  it('accepts a date that is still today somewhere, refuses it once it is past everywhere', async () => {
    const day = { ...valid, departureDate: '2025-09-20' };
    s.time.advance(12.5 * 60 * 60 * 1000); // 2025-09-21T00:30Z: still the 20th west of UTC
    expect((await s.t.post(API.bookings, day)).status).toBe(201);
    s.time.advance(24 * 60 * 60 * 1000); // 2025-09-22T00:30Z: the 20th is past in every zone
    const res = await s.t.post(API.bookings, day);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).issues).toEqual({
      departureDate: 'Departure date cannot be in the past',
    });
  });
});

describe('POST /api/bookings: exactly once', () => {
  it('stores one booking for a replayed Idempotency-Key and replays the same answer', async () => {
    const first = await s.t.post(API.bookings, valid, { key: 'booking-1' });
    const second = await s.t.post(API.bookings, valid, { key: 'booking-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get(REPLAY_HEADER)).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(s.t.count('bookings')).toBe(1);
  });
});

describe('bookings of a signed-in member', () => {
  it('links a booking to the member whose session cookie is sent', async () => {
    const amelia = member('amelia@example.com');
    const res = await s.t.post(API.bookings, valid, { headers: { Cookie: amelia.cookie } });
    expect(res.status).toBe(201);
    expect(rows()[0]).toMatchObject({ user_id: amelia.id });
  });

  it('stores a booking with an unknown session cookie as a guest booking', async () => {
    const res = await s.t.post(API.bookings, valid, { headers: { Cookie: 'session=forged' } });
    expect(res.status).toBe(201);
    expect(rows()[0]).toMatchObject({ user_id: null });
  });

  it('answers 401 to GET when signed out', async () => {
    await s.t.post(API.bookings, valid);
    for (const cookie of [undefined, 'session=forged']) {
      const res = await getBookings(cookie);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized', error: 'Unauthorized' });
    }
  });

  it("lists only the member's own bookings, newest first, with display names", async () => {
    const amelia = member('amelia@example.com');
    const other = member('other@example.com');
    const asAmelia = { headers: { Cookie: amelia.cookie } };
    await s.t.post(API.bookings, valid, asAmelia);
    s.time.advance(60_000);
    await s.t.post(API.bookings, { ...valid, destinationId: KYOTO, jetId: 'falcon-8x' }, asAmelia);
    await s.t.post(API.bookings, valid, { headers: { Cookie: other.cookie } });
    await s.t.post(API.bookings, valid);

    const res = await getBookings(amelia.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const list = (await res.json()) as BookingListItem[];
    expect(list.map((b) => [b.destinationName, b.jetName, b.totalPrice])).toEqual([
      ['Kyoto', 'Dassault Falcon 8X', '22270.00'],
      ['Aspen', 'Bombardier Global 7500', '29670.00'],
    ]);
    expect(list[0]).toMatchObject({ status: 'pending', guestName: 'Amelia Hart' });
    expect(list[0]).not.toHaveProperty('userId');

    const otherList = (await (await getBookings(other.cookie)).json()) as BookingListItem[];
    expect(otherList).toHaveLength(1);
  });

  it('answers an empty list to a member without bookings', async () => {
    const amelia = member('amelia@example.com');
    const res = await getBookings(amelia.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});
