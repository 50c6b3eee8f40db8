/**
 * Malformed bodies against every write endpoint, generated from a fixed seed so a failure
 * reproduces: the API must never answer 5xx, every 4xx must carry a JSON message, and whatever
 * it accepts must be stored clean (well-formed, NFC, trimmed, no control characters).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ApiErrorBody, type CurrentUser } from '@shared/api';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';
import { register, registration } from '../../helpers/accounts';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';

/** mulberry32: a tiny seeded generator, enough for picking cases. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  '42',
  'true',
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: [1, { x: '\u0000' }] } },
  '\uD800',
  'abc\uDFFFdef',
  'nul\u0000byte',
  'bell\u0007',
  '\u001b[31mred',
  'line\nbreak',
  'tab\there',
  'c1\u0085control',
  'del\u007f',
  '  Ame\u0301lia  ',
  '\u202Eevil',
  '2027-02-31',
  '9999-12-31',
  '2025-13-01',
  '0000-00-00',
  '2026-02-29',
  '+1 (555) 010-2030',
  '555-CALL-NOW',
  '+1234567890123456789',
  'x'.repeat(300),
  'é'.repeat(5000),
];
const HUGE = 'A'.repeat(70_000);

interface Endpoint {
  method: 'POST' | 'PUT';
  path: string;
  valid: () => Record<string, unknown>;
  member?: boolean;
  /** fewer cases where each costs an argon2 run */
  cases: number;
}

let t: TestApp;
let cookie = '';
let updatedAt = '';
let n = 0;
const unique = () => `fuzz${(n += 1)}@example.com`;

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: API.waitlist,
    valid: () => ({ ...PUBLIC_WRITES[API.waitlist] }),
    cases: 60,
  },
  { method: 'POST', path: API.newsletter, valid: () => ({ email: unique() }), cases: 40 },
  {
    method: 'POST',
    path: API.contact,
    valid: () => ({ ...PUBLIC_WRITES[API.contact] }),
    cases: 60,
  },
  {
    method: 'POST',
    path: API.bookings,
    valid: () => ({ ...PUBLIC_WRITES[API.bookings] }),
    cases: 80,
  },
  {
    method: 'POST',
    path: API.consultations,
    valid: () => ({ ...PUBLIC_WRITES[API.consultations] }),
    cases: 60,
  },
  { method: 'POST', path: API.register, valid: () => registration({ email: unique() }), cases: 25 },
  {
    method: 'POST',
    path: API.signIn,
    valid: () => ({ email: registration().email, password: 'x'.repeat(8) }),
    cases: 20,
  },
  { method: 'POST', path: API.forgotPassword, valid: () => ({ email: unique() }), cases: 20 },
  {
    method: 'POST',
    path: API.resetPassword,
    valid: () => ({ token: 'abc', password: 'new password' }),
    cases: 20,
  },
  {
    method: 'PUT',
    path: API.profile,
    member: true,
    valid: () => ({
      firstName: 'Amelia',
      lastName: 'Hart',
      phoneNumber: '+1 555 010 2030',
      state: 'Colorado',
      companyName: 'Hart & Co',
      upcomingTrips: ['Aspen'],
      updatedAt,
    }),
    cases: 60,
  },
  {
    method: 'POST',
    path: API.selectDestination,
    member: true,
    valid: () => ({ destinationId: PUBLIC_WRITES[API.bookings].destinationId }),
    cases: 20,
  },
  // The email confirmation link and its Send Again (issue 26).
  { method: 'POST', path: API.verifyEmail, valid: () => ({ token: 'abc' }), cases: 20 },
  { method: 'POST', path: API.resendVerification, member: true, valid: () => ({}), cases: 10 },
  // The mailed installment link (issue 26): a wrong token is a 400, whatever it looks like.
  { method: 'POST', path: API.installmentConfirmation, valid: () => ({ token: 'abc' }), cases: 20 },
  { method: 'POST', path: API.installmentConfirm, valid: () => ({ token: 'abc' }), cases: 20 },
];

type Body = { raw: string } | { json: unknown };

function mutate(valid: Record<string, unknown>, random: () => number): Body {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const fields = Object.keys(valid);
  const kind = Math.floor(random() * 10);
  switch (kind) {
    case 0:
      return { raw: pick(['', '{', '{"a":', 'null', '[]', '"text"', '42', '{"a":1}}', '\u0000']) };
    case 1: {
      const body = { ...valid };
      delete body[pick(fields)];
      return { json: body };
    }
    case 2:
      return {
        json: { ...valid, [pick(['extra', '__proto__', 'constructor', 'id'])]: pick(NASTY_VALUES) },
      };
    case 3:
      return {
        json: pick([[valid], 'string', 7, null, { ...valid, ...{ [pick(fields)]: HUGE } }]),
      };
    default: {
      const body = { ...valid };
      const count = 1 + Math.floor(random() * 3);
      for (let i = 0; i < count; i++) body[pick(fields)] = pick(NASTY_VALUES);
      return { json: body };
    }
  }
}

const send = (endpoint: Endpoint, body: Body) =>
  t.request(endpoint.path, {
    method: endpoint.method,
    body: 'raw' in body ? body.raw : JSON.stringify(body.json),
    headers: {
      'Content-Type': 'application/json',
      Origin: 'http://localhost',
      ...(endpoint.member ? { Cookie: cookie } : {}),
    },
  });

beforeAll(async () => {
  t = makeTestApp({ clock: makeClock().clock, env: { RATE_LIMITS: 'off' } });
  const member = await register(t, { email: 'member@example.com' });
  cookie = member.cookie;
  updatedAt = member.user.updatedAt;
});
afterAll(() => t.close());

describe('fuzzed write bodies (seeded)', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: never a 5xx, every 4xx with a JSON message',
    async (_name, endpoint) => {
      const random = seeded(0xc1ab + endpoint.path.length * 31);
      for (let i = 0; i < endpoint.cases; i++) {
        const body = mutate(endpoint.valid(), random);
        const res = await send(endpoint, body);
        const label = `${endpoint.method} ${endpoint.path} ${JSON.stringify(body).slice(0, 200)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400) {
          const json = (await res.json()) as ApiErrorBody;
          expect(typeof json.message, label).toBe('string');
          expect(json.message.length, label).toBeGreaterThan(0);
        }
        if (endpoint.path === API.profile && res.ok) {
          updatedAt = ((await res.json()) as CurrentUser).updatedAt;
        }
      }
    },
  );

  it('stores only clean text from accepted writes', () => {
    const columns: Record<string, string[]> = {
      waitlist: ['first_name', 'last_name', 'email', 'phone_number'],
      contact_messages: ['name', 'email', 'subject', 'message', 'phone_number'],
      bookings: [
        'guest_name',
        'guest_email',
        'guest_phone',
        'departure_date',
        'return_date',
        'special_requests',
      ],
      newsletter_subscribers: ['email'],
      users: [
        'email',
        'first_name',
        'last_name',
        'phone_number',
        'state',
        'company_name',
        'upcoming_trips',
      ],
    };
    let checked = 0;
    for (const [table, names] of Object.entries(columns)) {
      const rows = t.db.$client.prepare(`SELECT ${names.join(', ')} FROM ${table}`).all() as Record<
        string,
        unknown
      >[];
      for (const row of rows) {
        for (const [name, value] of Object.entries(row)) {
          if (typeof value !== 'string') continue;
          const multiLine = name === 'message' || name === 'special_requests';
          const label = `${table}.${name} = ${JSON.stringify(value)}`;
          expect(value.isWellFormed(), label).toBe(true);
          expect(value, label).toBe(value.normalize('NFC'));
          expect(value, label).toBe(value.trim());
          expect(multiLine ? /[^\P{Cc}\n\t]/u.test(value) : /\p{Cc}/u.test(value), label).toBe(
            false,
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('accepted text is cleaned the same way in form and API', () => {
  it('stores NFC, trimmed strings and keeps newlines in a message', async () => {
    const res = await t.post(API.contact, {
      ...PUBLIC_WRITES[API.contact],
      name: '  Ame\u0301lia Hart\t',
      message: ' First line\r\nsecond\tline ',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = t.db.$client
      .prepare('SELECT name, message FROM contact_messages WHERE id = ?')
      .get(id) as { name: string; message: string };
    expect(row).toEqual({ name: 'Amélia Hart', message: 'First line\nsecond\tline' });
  });

  it.each([
    ['a lone surrogate', { guestName: 'Amelia \uD800' }, 'guestName'],
    ['a NUL', { guestName: 'Amelia\u0000' }, 'guestName'],
    ['an escape in special requests', { specialRequests: 'hi\u001b[2J' }, 'specialRequests'],
  ])('refuses %s with the field message', async (_name, change, field) => {
    const res = await t.post(API.bookings, { ...PUBLIC_WRITES[API.bookings], ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).issues?.[field]).toBe(
      'Please remove unsupported characters',
    );
  });

  it.each([
    ['2027-02-31', 'departureDate', 'Please enter a valid date'],
    ['9999-12-31', 'departureDate', 'Bookings can be made up to 2 years ahead'],
    ['2027-09-22', 'departureDate', 'Bookings can be made up to 2 years ahead'],
  ])('refuses the departure %s', async (date, field, message) => {
    const res = await t.post(API.bookings, {
      ...PUBLIC_WRITES[API.bookings],
      departureDate: date,
      returnDate: date,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).issues?.[field]).toBe(message);
  });

  it('accepts the last day of the window plus a day of time-zone slack', async () => {
    // The test clock is 2025-09-20 (UTC): two years on, and one more day for the zones ahead.
    const res = await t.post(API.bookings, {
      ...PUBLIC_WRITES[API.bookings],
      departureDate: '2027-09-21',
      returnDate: '2027-09-21',
    });
    expect(res.status).toBe(201);
  });
});
