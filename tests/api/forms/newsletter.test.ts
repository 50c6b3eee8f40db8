import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, type ApiErrorBody } from '@shared/api';
import { makeTestApp, type TestApp } from '../../helpers/api';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.close());

describe('POST /api/newsletter', () => {
  it('subscribes a new email with 201', async () => {
    const res = await t.post(API.newsletter, { email: 'reader@example.com' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Subscribed' });
    expect(t.count('newsletter_subscribers')).toBe(1);
  });

  it('answers a known email exactly as a new one (no list discovery), storing nothing', async () => {
    const first = await t.post(API.newsletter, { email: 'reader@example.com' });
    const again = await t.post(API.newsletter, { email: '  Reader@Example.COM ' });
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    expect(t.count('newsletter_subscribers')).toBe(1);
  });

  it.each([{}, { email: '' }, { email: 'not-an-email' }, { email: 7 }])(
    'refuses %j with the field message',
    async (body) => {
      const res = await t.post(API.newsletter, body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as ApiErrorBody;
      expect(json.message).toBe('Invalid request');
      expect(json.issues).toEqual({ email: 'Please enter a valid email address' });
      expect(t.count('newsletter_subscribers')).toBe(0);
    },
  );

  it('refuses an email longer than 254 characters', async () => {
    const res = await t.post(API.newsletter, { email: `${'a'.repeat(250)}@example.com` });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).issues?.email).toBeDefined();
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.post(API.newsletter, '{"email":');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).message).toBe('Malformed JSON in request body');
  });
});
