import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, type ApiErrorBody } from '@shared/api';
import { WAITLIST_INTERESTS } from '@shared/constants';
import { makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import { dbRows } from '../../helpers/db-rows';

const valid = {
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'Amelia.Hart@Example.com',
  phoneNumber: '+1 555 010 2030',
  interests: WAITLIST_INTERESTS.waitlist,
};

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.close());

const rows = () => dbRows(t.db, 'SELECT * FROM waitlist ORDER BY id');

describe('POST /api/waitlist: accepted', () => {
  it('stores the entry and answers 201 with its id and the success message', async () => {
    const res = await t.post(API.waitlist, valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 1, message: 'Successfully Joined!' });
    expect(rows()).toEqual([
      expect.objectContaining({
        id: 1,
        first_name: 'Amelia',
        last_name: 'Hart',
        email: 'amelia.hart@example.com',
        phone_number: '+1 555 010 2030',
        interests: 'Waitlist subscriber',
      }),
    ]);
  });

  it('trims fields and defaults interests to the waitlist tag', async () => {
    const { interests: _omitted, ...withoutInterests } = valid;
    const res = await t.post(API.waitlist, { ...withoutInterests, firstName: '  Amelia  ' });
    expect(res.status).toBe(201);
    expect(rows()[0]).toMatchObject({ first_name: 'Amelia', interests: 'Waitlist subscriber' });
  });

  it('accepts the giveaway and activation tags, and the same person more than once', async () => {
    await t.post(API.waitlist, { ...valid, interests: WAITLIST_INTERESTS.giveaway });
    const res = await t.post(API.waitlist, { ...valid, interests: WAITLIST_INTERESTS.activation });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { id: number }).id).toBe(2);
    expect(rows().map((r) => r.interests)).toEqual([
      'Dubai Getaway Contest Entry',
      'Gifted Getaway Activation',
    ]);
  });

  it('accepts a JSON content type with a charset', async () => {
    const res = await t.post(API.waitlist, valid, {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(201);
  });
});

describe('POST /api/waitlist: refused with per-field messages', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'all fields missing',
      {},
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Invalid email address',
        phoneNumber: 'Phone number must be at least 10 digits',
      },
    ],
    [
      'empty strings',
      { firstName: '', lastName: '', email: '', phoneNumber: '' },
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Invalid email address',
        phoneNumber: 'Phone number must be at least 10 digits',
      },
    ],
    [
      'whitespace only',
      { ...valid, firstName: '   ', lastName: '\t' },
      { firstName: 'First name is required', lastName: 'Last name is required' },
    ],
    [
      'wrong types',
      { firstName: 42, lastName: null, email: ['a@b.co'], phoneNumber: 5550102030 },
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Invalid email address',
        phoneNumber: 'Phone number must be at least 10 digits',
      },
    ],
    ['a malformed email', { ...valid, email: 'amelia@' }, { email: 'Invalid email address' }],
    [
      'a short phone number',
      { ...valid, phoneNumber: '555-0102' },
      { phoneNumber: 'Phone number must be at least 10 digits' },
    ],
    [
      'oversize strings',
      { ...valid, firstName: 'A'.repeat(101), phoneNumber: '1'.repeat(31) },
      {
        firstName: 'Must be at most 100 characters',
        phoneNumber: 'Phone number must be at most 30 characters',
      },
    ],
    ['an unknown interest', { ...valid, interests: 'Spam' }, { interests: 'Unknown interest' }],
  ];

  it.each(cases)('%s', async (_name, body, issues) => {
    const res = await t.post(API.waitlist, body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as ApiErrorBody;
    expect(json).toEqual({ message: 'Invalid request', error: 'Invalid request', issues });
    expect(rows()).toHaveLength(0);
  });

  it('refuses an array body with the field messages', async () => {
    const res = await t.post(API.waitlist, '[1,2]');
    expect(res.status).toBe(400);
    const json = (await res.json()) as ApiErrorBody;
    expect(json.message).toBe('Invalid request');
    expect(json.issues?.firstName).toBe('First name is required');
  });

  it.each(['"Amelia"', 'null', '42'])('refuses the non-object JSON body %s', async (body) => {
    const res = await t.post(API.waitlist, body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as ApiErrorBody;
    expect(json.message).toBe('Invalid request');
    expect(Object.keys(json.issues ?? {})).toEqual(['_']);
  });

  it.each(['{"firstName": "Amelia",', '', 'not json at all'])(
    'refuses malformed JSON %j with a 400, not a 500',
    async (body) => {
      const res = await t.post(API.waitlist, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Malformed JSON in request body',
        error: 'Malformed JSON in request body',
      });
      expect(t.logs).toHaveLength(0);
    },
  );

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses the content type %s',
    async (contentType) => {
      const res = await t.post(API.waitlist, valid, { headers: { 'Content-Type': contentType } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).message).toBe(
        'Request body must be JSON (Content-Type: application/json)',
      );
      expect(rows()).toHaveLength(0);
    },
  );

  it('refuses a request with no content type and no body', async () => {
    const res = await t.request(API.waitlist, { method: 'POST', headers: { Origin: TEST_ORIGIN } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error).toMatch(/must be JSON/);
  });

  it('answers 413 to a body over 64 KB before reading it all', async () => {
    const res = await t.post(API.waitlist, { ...valid, interests: 'x'.repeat(64 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ApiErrorBody).message).toBe(
      'Request body is too large (limit 64 KB)',
    );
    expect(rows()).toHaveLength(0);
  });

  it('answers 413 from the Content-Length header alone', async () => {
    const body = JSON.stringify({ ...valid, interests: 'x'.repeat(70_000) });
    const res = await t.post(API.waitlist, body, {
      headers: { 'Content-Length': String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(413);
  });

  it('accepts a body just under the limit up to validation', async () => {
    const res = await t.post(API.waitlist, { ...valid, interests: 'x'.repeat(60 * 1024) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).issues).toEqual({ interests: 'Unknown interest' });
  });
});
