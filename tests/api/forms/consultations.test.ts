import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPLAY_HEADER } from '@api/middleware/idempotency';
import { API, IDEMPOTENCY_CODES, type ApiErrorBody } from '@shared/api';
import { REQUEST_ID_MESSAGE, REQUEST_ID_TAKEN_MESSAGE } from '@shared/schemas/consultation-request';
import { register } from '../../helpers/accounts';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';
import { dbRows } from '../../helpers/db-rows';

// The test clock starts at 2025-09-20T12:00Z: UTC's today is the 20th.
const valid = { ...PUBLIC_WRITES[API.consultations] };
const CREATED_AT = '2025-09-20T12:00:00.000Z';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ clock: makeClock().clock });
});
afterEach(() => t.close());

const rows = () => dbRows(t.db, 'SELECT * FROM contact_messages ORDER BY id');

describe('POST /api/consultations: accepted into the inbox', () => {
  it("from a visitor: 'Guest', no email, the phone and the wizard's fields", async () => {
    const res = await t.post(API.consultations, valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 1, message: 'Consultation Booked!' });
    expect(rows()).toEqual([
      {
        id: 1,
        name: 'Guest',
        email: '',
        subject: null,
        type: null,
        message: 'A winter week in Aspen for two.',
        created_at: CREATED_AT,
        kind: 'consultation',
        user_id: null,
        phone_number: '+1 555 010 2030',
        details: JSON.stringify({
          callType: 'zoom',
          preferredDate: '2025-10-01',
          preferredTime: '10:00 AM',
          topic: 'Travel & Destination Planning',
          appleId: null,
        }),
        status: 'new',
        handled_at: null,
        // a version from its creation, never the column's '' default (the console edits by it)
        updated_at: CREATED_AT,
        // the device's UUID, so the member's devices can match the club's answer to it
        client_id: valid.id,
      },
    ]);
  });

  it('from a signed-in member: their id, full name and email from the session', async () => {
    const { user, cookie } = await register(t, { email: 'Amelia@Example.com' });
    const res = await t.post(API.consultations, valid, { headers: { Cookie: cookie } });
    expect(res.status).toBe(201);
    expect(rows()[0]).toMatchObject({
      user_id: user.id,
      name: 'Amelia Hart',
      email: 'amelia@example.com',
      kind: 'consultation',
    });
  });

  it("names a member without a name by their email; keeps the Apple ID; no message is ''", async () => {
    const { user, cookie } = await register(t);
    // An account from another sign-in provider may have no name.
    t.db.$client
      .prepare('UPDATE users SET first_name = NULL, last_name = NULL WHERE id = ?')
      .run(user.id);
    const body = {
      ...valid,
      callType: 'facetime',
      appleId: 'amelia@icloud.com',
      phoneNumber: '',
      message: undefined,
    };
    const res = await t.post(API.consultations, body, { headers: { Cookie: cookie } });
    expect(res.status).toBe(201);
    const row = rows()[0]!;
    expect(row).toMatchObject({ name: 'amelia@example.com', message: '', phone_number: null });
    expect(JSON.parse(String(row.details))).toMatchObject({
      callType: 'facetime',
      appleId: 'amelia@icloud.com',
    });
  });
});

describe("POST /api/consultations: the server's today", () => {
  it('accepts yesterday in UTC: a member west of UTC may still be on that day', async () => {
    const res = await t.post(API.consultations, { ...valid, preferredDate: '2025-09-19' });
    expect(res.status).toBe(201);
  });

  it('refuses two days ago: no time zone is that far behind', async () => {
    const res = await t.post(API.consultations, { ...valid, preferredDate: '2025-09-18' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).issues).toEqual({
      preferredDate: 'Please select a date from today on',
    });
    expect(rows()).toHaveLength(0);
  });

  it('moves with the clock', async () => {
    const clock = makeClock('2025-09-22T00:30:00.000Z');
    const later = makeTestApp({ clock: clock.clock });
    try {
      const res = await later.post(API.consultations, { ...valid, preferredDate: '2025-09-20' });
      expect(res.status).toBe(400);
      const ok = await later.post(API.consultations, { ...valid, preferredDate: '2025-09-21' });
      expect(ok.status).toBe(201);
    } finally {
      later.close();
    }
  });
});

describe('POST /api/consultations: refused with the wizard’s messages', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'every field missing',
      {},
      {
        callType: 'Please choose a call type',
        preferredDate: 'Please select a date',
        preferredTime: 'Please select a time',
        topic: 'Please select a consultation topic',
        id: REQUEST_ID_MESSAGE,
      },
    ],
    [
      'an unknown call type',
      { ...valid, callType: 'skype' },
      { callType: 'Please choose a call type' },
    ],
    ['a blank date', { ...valid, preferredDate: '' }, { preferredDate: 'Please select a date' }],
    [
      'a day that does not exist',
      { ...valid, preferredDate: '2025-02-31' },
      { preferredDate: 'Please select a date' },
    ],
    [
      'a time off the list',
      { ...valid, preferredTime: '8:00 PM' },
      { preferredTime: 'Please select a time' },
    ],
    [
      'a topic off the list',
      { ...valid, topic: 'Stock tips' },
      { topic: 'Please select a consultation topic' },
    ],
    [
      'oversize text',
      {
        ...valid,
        message: 'x'.repeat(2001),
        phoneNumber: '1'.repeat(31),
        appleId: `${'a'.repeat(250)}@x.co`,
      },
      {
        message: 'Must be at most 2000 characters',
        phoneNumber: 'Must be at most 30 characters',
        appleId: 'Must be at most 254 characters',
      },
    ],
    [
      'control characters',
      { ...valid, phoneNumber: '555\u0000' },
      { phoneNumber: 'Please remove unsupported characters' },
    ],
    ['no request id', { ...valid, id: undefined }, { id: REQUEST_ID_MESSAGE }],
    ['a request id that is not a UUID', { ...valid, id: 'abc' }, { id: REQUEST_ID_MESSAGE }],
    [
      'wrong types',
      { ...valid, callType: 1, preferredDate: null, preferredTime: [], topic: {} },
      {
        callType: 'Please choose a call type',
        preferredDate: 'Please select a date',
        preferredTime: 'Please select a time',
        topic: 'Please select a consultation topic',
      },
    ],
  ];

  it.each(cases)('%s', async (_name, body, issues) => {
    const res = await t.post(API.consultations, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Invalid request',
      error: 'Invalid request',
      issues,
    });
    expect(rows()).toHaveLength(0);
  });

  it('refuses malformed JSON and a body that is not JSON with a 400, not a 500', async () => {
    const malformed = await t.post(API.consultations, '{"callType":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ApiErrorBody).message).toBe(
      'Malformed JSON in request body',
    );
    const form = await t.request(API.consultations, {
      method: 'POST',
      body: 'callType=zoom',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
    });
    expect(form.status).toBe(400);
    expect(rows()).toHaveLength(0);
  });

  it('refuses a cross-site request (CSRF) before reading it', async () => {
    const res = await t.post(API.consultations, valid, {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(rows()).toHaveLength(0);
  });
});

describe('POST /api/consultations: exactly once', () => {
  it('stores one request for a replayed Idempotency-Key, and answers the replay the same', async () => {
    const first = await t.post(API.consultations, valid, { key: valid.id });
    const second = await t.post(API.consultations, valid, { key: valid.id });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get(REPLAY_HEADER)).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(t.count('contact_messages')).toBe(1);
  });

  it('refuses the key reused for another request with 422, storing nothing more', async () => {
    await t.post(API.consultations, valid, { key: valid.id });
    const other = await t.post(
      API.consultations,
      { ...valid, topic: 'General Consultation' },
      {
        key: valid.id,
      },
    );
    expect(other.status).toBe(422);
    expect(((await other.json()) as ApiErrorBody).code).toBe(IDEMPOTENCY_CODES.mismatch);
    expect(t.count('contact_messages')).toBe(1);
  });
});

describe('POST /api/consultations: one inbox row per request id', () => {
  it('answers the same request sent again under a new key with its row, not a second one', async () => {
    const { cookie } = await register(t);
    const first = await t.post(API.consultations, valid, {
      key: 'k-1',
      headers: { Cookie: cookie },
    });
    const again = await t.post(API.consultations, valid, {
      key: 'k-2',
      headers: { Cookie: cookie },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(t.count('contact_messages')).toBe(1);
  });

  it("refuses another sender's request id with 409, leaving their request as it was", async () => {
    const amelia = await register(t, { email: 'amelia@example.com' });
    const other = await register(t, { email: 'other@example.com' });
    await t.post(API.consultations, valid, { headers: { Cookie: amelia.cookie } });
    const senders: Record<string, string>[] = [{ Cookie: other.cookie }, {}];
    for (const headers of senders) {
      const res = await t.post(
        API.consultations,
        { ...valid, topic: 'General Consultation' },
        { headers },
      );
      expect(res.status).toBe(409);
      expect(((await res.json()) as ApiErrorBody).message).toBe(REQUEST_ID_TAKEN_MESSAGE);
    }
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toMatchObject({ user_id: amelia.user.id });
  });
});

// The per-address write limit covers it with every public write (middleware/write-rate-limit.test.ts).
