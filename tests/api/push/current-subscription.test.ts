/**
 * GET /api/push/subscriptions/current (issue 38) on the real app and SQLite: what this device's
 * subscription notifies of, for the profile's toggles; none, or another member's, is a 404.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_SUBSCRIPTION_MESSAGE } from '@api/push/routes';
import { PUSH_API, type PushCurrentResponse } from '@shared/push-api';
import { ENDPOINT_MESSAGE, PUSH_CATEGORIES } from '@shared/schemas/push';
import { json, makeTestApp, type TestApp } from '../../helpers/api';
import { register } from '../../helpers/accounts';
import { call } from '../../helpers/account-security';
import { browserSubscription, subscriptionBody } from '../../helpers/push-service';

const FCM = 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b-device';

let t: TestApp;
let cookie: string;

beforeEach(async () => {
  t = makeTestApp();
  ({ cookie } = await register(t));
});
afterEach(() => t.close());

const subscribe = (categories?: string[], as = cookie) =>
  call(t, 'POST', PUSH_API.subscriptions, {
    cookie: as,
    body: subscriptionBody(browserSubscription(FCM), categories),
  });
/** `as` null: signed out. */
const current = (endpoint: string, as: string | null = cookie) =>
  t.request(PUSH_API.current(endpoint), { headers: as ? { Cookie: as } : {} });

describe('GET /api/push/subscriptions/current', () => {
  it('answers the categories this device gets, privately', async () => {
    await subscribe();
    const res = await current(FCM);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await json<PushCurrentResponse>(res)).toEqual({ categories: [...PUSH_CATEGORIES] });
  });

  it('follows the profile’s toggles: a re-sent subscription with fewer categories', async () => {
    await subscribe();
    expect((await subscribe(['messages', 'payments'])).status).toBe(200);
    expect(await json<PushCurrentResponse>(await current(FCM))).toEqual({
      categories: ['messages', 'payments'],
    });
    expect((await subscribe([])).status).toBe(200);
    expect(await json<PushCurrentResponse>(await current(FCM))).toEqual({ categories: [] });
  });

  it('answers 404 for an endpoint the club does not hold, or no longer', async () => {
    const none = await current(FCM);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ message: NO_SUBSCRIPTION_MESSAGE });
    await subscribe();
    await call(t, 'DELETE', PUSH_API.subscriptions, { cookie, body: { endpoint: FCM } });
    expect((await current(FCM)).status).toBe(404);
  });

  it('answers 404 for another member’s endpoint, telling nothing of it', async () => {
    await subscribe(['orders']);
    const other = await register(t, { email: 'celeste@example.com' });
    const res = await current(FCM, other.cookie);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('orders');
  });

  it('answers 401 signed out, and 400 without a usable endpoint', async () => {
    expect((await current(FCM, null)).status).toBe(401);
    const missing = await t.request('/api/push/subscriptions/current', {
      headers: { Cookie: cookie },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ issues: { endpoint: ENDPOINT_MESSAGE } });
    expect((await current('not a url')).status).toBe(400);
  });
});
