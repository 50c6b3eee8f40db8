import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPLAY_HEADER } from '@api/middleware/idempotency';
import { API, type ApiErrorBody } from '@shared/api';
import { CONTACT_REQUIRED_MESSAGE } from '@shared/schemas/contact';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';
import { dbRows } from '../../helpers/db-rows';

const valid = {
  name: 'Amelia Hart',
  email: 'amelia@example.com',
  subject: 'Private dinner in Kyoto',
  type: 'booking',
  message: 'Could the concierge arrange a kaiseki dinner for four?',
};

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ clock: makeClock().clock });
});
afterEach(() => t.close());

const rows = () => dbRows(t.db, 'SELECT * FROM contact_messages ORDER BY id');

describe('POST /api/contact: accepted', () => {
  it('stores the message and answers 201 with its id and the success title', async () => {
    const res = await t.post(API.contact, valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 1, message: 'Message Sent Successfully' });
    expect(rows()).toEqual([
      {
        id: 1,
        ...valid,
        created_at: '2025-09-20T12:00:00.000Z',
        // the console's inbox: a new contact message, versioned from its creation
        kind: 'contact',
        user_id: null,
        phone_number: null,
        details: null,
        status: 'new',
        handled_at: null,
        updated_at: '2025-09-20T12:00:00.000Z',
        client_id: null,
      },
    ]);
  });

  it('defaults the type to general and stores a missing subject as null', async () => {
    const res = await t.post(API.contact, {
      name: ' Amelia Hart ',
      email: 'amelia@example.com',
      message: 'Hello',
    });
    expect(res.status).toBe(201);
    expect(rows()[0]).toMatchObject({
      name: 'Amelia Hart',
      subject: null,
      type: 'general',
      message: 'Hello',
    });
  });

  it.each(['general', 'booking', 'membership', 'support', 'partnership'])(
    'accepts the inquiry type %s',
    async (type) => {
      expect((await t.post(API.contact, { ...valid, type })).status).toBe(201);
    },
  );
});

describe('POST /api/contact: refused with per-field messages', () => {
  const required = CONTACT_REQUIRED_MESSAGE;
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['all fields missing', {}, { name: required, email: required, message: required }],
    ['no name', { ...valid, name: '' }, { name: required }],
    ['no email', { ...valid, email: '' }, { email: required }],
    ['no message', { ...valid, message: '' }, { message: required }],
    ['a whitespace-only message', { ...valid, message: '  \n ' }, { message: required }],
    [
      'wrong types',
      { ...valid, name: 42, email: null, message: ['hi'] },
      { name: required, email: required, message: required },
    ],
    [
      'a malformed email',
      { ...valid, email: 'amelia@' },
      { email: 'Please enter a valid email address' },
    ],
    ['an unknown type', { ...valid, type: 'complaint' }, { type: 'Please choose an inquiry type' }],
    [
      'oversize text',
      { ...valid, message: 'x'.repeat(5001), subject: 's'.repeat(201) },
      { message: 'Must be at most 5000 characters', subject: 'Must be at most 200 characters' },
    ],
  ];

  it.each(cases)('%s', async (_name, body, issues) => {
    const res = await t.post(API.contact, body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as ApiErrorBody;
    expect(json).toEqual({ message: 'Invalid request', error: 'Invalid request', issues });
    expect(rows()).toHaveLength(0);
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await t.post(API.contact, '{"name":');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).message).toBe('Malformed JSON in request body');
  });
});

describe('POST /api/contact: exactly once', () => {
  it('stores one message for a replayed Idempotency-Key', async () => {
    const first = await t.post(API.contact, valid, { key: 'contact-1' });
    const second = await t.post(API.contact, valid, { key: 'contact-1' });
    expect(second.status).toBe(201);
    expect(second.headers.get(REPLAY_HEADER)).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(t.count('contact_messages')).toBe(1);
  });
});
