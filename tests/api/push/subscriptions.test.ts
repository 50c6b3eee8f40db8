/**
 * Web Push subscriptions (issue 38) on the real app and SQLite: the key, a device's subscription
 * and its refusals (each bad field, and every endpoint the SSRF guard turns away), forgetting one,
 * and its life with the device's session, Your devices, the account export and deletion.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '@api/lib/secret-tokens';
import {
  ENDPOINT_ADDRESS_MESSAGE,
  ENDPOINT_CREDENTIALS_MESSAGE,
  ENDPOINT_HTTPS_MESSAGE,
  ENDPOINT_UNKNOWN_MESSAGE,
} from '@api/push/push-endpoints';
import { ACCOUNT_API, type AccountExport, type SessionItem } from '@shared/account-api';
import { API } from '@shared/api';
import { PUSH_API, type PushKeyResponse } from '@shared/push-api';
import {
  AUTH_MESSAGE,
  CATEGORIES_MESSAGE,
  ENDPOINT_MESSAGE,
  KEYS_MESSAGE,
  P256DH_MESSAGE,
  PUSH_CATEGORIES,
} from '@shared/schemas/push';
import { json, makeClock, makeTestApp, type TestApp, type TestClock } from '../../helpers/api';
import { PASSWORD, register, sessionCookie, signIn } from '../../helpers/accounts';
import { call } from '../../helpers/account-security';
import { dbRows } from '../../helpers/db-rows';
import { browserSubscription, subscriptionBody } from '../../helpers/push-service';

/** An origin the tests' configuration allows, as a self-hosted push service would be. */
const ALLOWED = 'http://127.0.0.1:4999';
const FCM = 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b-device';

let t: TestApp;
let time: TestClock;
let cookie: string;

beforeEach(async () => {
  time = makeClock();
  t = makeTestApp({
    clock: time.clock,
    env: { PUSH_ALLOWED_ORIGINS: `${ALLOWED}, https://push.example.net` },
  });
  ({ cookie } = await register(t));
});
afterEach(() => t.close());

const subscribe = (body: unknown, as = cookie) =>
  call(t, 'POST', PUSH_API.subscriptions, { cookie: as, body });
const unsubscribe = (endpoint: string, as = cookie) =>
  call(t, 'DELETE', PUSH_API.subscriptions, { cookie: as, body: { endpoint } });
type Row = { endpoint: string; user_id: string; session_id: string; categories: string };
const subscriptions = () => dbRows<Row>(t.db, 'SELECT * FROM push_subscriptions ORDER BY id');
const sessionOf = (c: string) => sessionIdFromToken(c.replace('session=', ''));

describe('GET /api/push/key', () => {
  it('answers the VAPID public key that is kept in the database, to members only', async () => {
    const res = await t.request(PUSH_API.key, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const { publicKey } = await json<PushKeyResponse>(res);
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(dbRows<{ public_key: string }>(t.db, 'SELECT public_key FROM push_vapid_keys')).toEqual([
      { public_key: publicKey },
    ]);
    expect((await t.request(PUSH_API.key)).status).toBe(401);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('keeps the device’s subscription for the member and this session, every category by default', async () => {
    const browser = browserSubscription(FCM);
    const res = await subscribe(subscriptionBody(browser));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Notifications are on for this device.' });
    const [row] = subscriptions();
    expect(row).toMatchObject({
      endpoint: FCM,
      p256dh: browser.keys.p256dh,
      auth: browser.keys.auth,
      session_id: sessionOf(cookie),
    });
    expect(JSON.parse(row!.categories)).toEqual([...PUSH_CATEGORIES]);
  });

  it('takes the categories wanted, and a second subscribe of the endpoint updates it (200)', async () => {
    const browser = browserSubscription(FCM);
    expect(
      (await subscribe(subscriptionBody(browser, ['messages', 'trips', 'messages']))).status,
    ).toBe(201);
    expect(JSON.parse(subscriptions()[0]!.categories)).toEqual(['messages', 'trips']);
    const again = browserSubscription(FCM);
    expect((await subscribe(subscriptionBody(again, ['orders']))).status).toBe(200);
    expect(subscriptions()).toEqual([
      expect.objectContaining({ p256dh: again.keys.p256dh, categories: '["orders"]' }),
    ]);
  });

  it('moves an endpoint to the member now signed in on that browser', async () => {
    const browser = browserSubscription(FCM);
    await subscribe(subscriptionBody(browser));
    const other = await register(t, { email: 'celeste@example.com' });
    expect((await subscribe(subscriptionBody(browser), other.cookie)).status).toBe(200);
    expect(subscriptions()).toEqual([
      expect.objectContaining({ user_id: other.user.id, session_id: sessionOf(other.cookie) }),
    ]);
  });

  it('answers 401 signed out and stores nothing', async () => {
    const res = await call(t, 'POST', PUSH_API.subscriptions, {
      body: subscriptionBody(browserSubscription(FCM)),
    });
    expect(res.status).toBe(401);
    expect(t.count('push_subscriptions')).toBe(0);
  });

  it('refuses a cross-site request (CSRF) before reading it', async () => {
    const res = await t.app.request(PUSH_API.subscriptions, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'cross-site',
        Origin: 'https://evil.example',
      },
      body: JSON.stringify(subscriptionBody(browserSubscription(FCM))),
    });
    expect(res.status).toBe(403);
    expect(t.count('push_subscriptions')).toBe(0);
  });

  const valid = subscriptionBody(browserSubscription(FCM));
  it.each<[string, unknown, Record<string, string>]>([
    ['no endpoint', { keys: valid.keys }, { endpoint: ENDPOINT_MESSAGE }],
    [
      'an endpoint that is not a URL',
      { ...valid, endpoint: 'fcm.googleapis.com/x' },
      { endpoint: ENDPOINT_MESSAGE },
    ],
    ['an endpoint of another type', { ...valid, endpoint: 42 }, { endpoint: ENDPOINT_MESSAGE }],
    ['no keys', { endpoint: FCM }, { keys: KEYS_MESSAGE }],
    [
      'no p256dh',
      { endpoint: FCM, keys: { auth: valid.keys.auth } },
      { 'keys.p256dh': P256DH_MESSAGE },
    ],
    [
      'a p256dh that is no P-256 point',
      { endpoint: FCM, keys: { ...valid.keys, p256dh: 'BBBB' } },
      { 'keys.p256dh': P256DH_MESSAGE },
    ],
    [
      'no auth',
      { endpoint: FCM, keys: { p256dh: valid.keys.p256dh } },
      { 'keys.auth': AUTH_MESSAGE },
    ],
    [
      'an auth secret of the wrong size',
      { endpoint: FCM, keys: { ...valid.keys, auth: 'c2hvcnQ' } },
      { 'keys.auth': AUTH_MESSAGE },
    ],
    [
      'an unknown category',
      { ...valid, categories: ['marketing'] },
      { 'categories.0': CATEGORIES_MESSAGE },
    ],
    [
      'categories that are not a list',
      { ...valid, categories: 'messages' },
      { categories: CATEGORIES_MESSAGE },
    ],
  ])('answers 400 naming the field for %s', async (_, body, issues) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Invalid request', issues });
    expect(t.count('push_subscriptions')).toBe(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.app.request(PUSH_API.subscriptions, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'text/plain' },
      body: 'endpoint=x',
    });
    expect(res.status).toBe(400);
  });
});

describe('the SSRF guard', () => {
  it.each([
    [
      'plain http to a push service',
      'http://fcm.googleapis.com/fcm/send/x',
      ENDPOINT_HTTPS_MESSAGE,
    ],
    ['an unknown host', 'https://push.example.com/send/x', ENDPOINT_UNKNOWN_MESSAGE],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x', ENDPOINT_UNKNOWN_MESSAGE],
    [
      'a push service on another port',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      ENDPOINT_UNKNOWN_MESSAGE,
    ],
    ['a private address', 'https://10.0.0.1/push', ENDPOINT_ADDRESS_MESSAGE],
    ['a private address over http', 'http://10.0.0.1/push', ENDPOINT_HTTPS_MESSAGE],
    [
      'this machine, not in the allow-list',
      'https://127.0.0.1:5000/push',
      ENDPOINT_ADDRESS_MESSAGE,
    ],
    [
      'this machine over http, another port than allowed',
      'http://127.0.0.1:5000/push',
      ENDPOINT_HTTPS_MESSAGE,
    ],
    ['an IPv6 loopback', 'https://[::1]/push', ENDPOINT_ADDRESS_MESSAGE],
    [
      'credentials in the URL',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      ENDPOINT_CREDENTIALS_MESSAGE,
    ],
    [
      'credentials on an allowed origin',
      'http://user:pass@127.0.0.1:4999/push',
      ENDPOINT_CREDENTIALS_MESSAGE,
    ],
  ])('refuses %s (400, with why)', async (_, endpoint, message) => {
    const res = await subscribe(subscriptionBody(browserSubscription(endpoint)));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message, issues: { endpoint: message } });
    expect(t.count('push_subscriptions')).toBe(0);
  });

  it.each([
    FCM,
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMiA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAA',
    `${ALLOWED}/push/device-1`,
    'https://push.example.net/device-2',
  ])('accepts %s', async (endpoint) => {
    expect((await subscribe(subscriptionBody(browserSubscription(endpoint)))).status).toBe(201);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('forgets the member’s subscription, and says so again when it is already gone', async () => {
    await subscribe(subscriptionBody(browserSubscription(FCM)));
    const res = await unsubscribe(FCM);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Notifications are off for this device.' });
    expect(t.count('push_subscriptions')).toBe(0);
    expect((await unsubscribe(FCM)).status).toBe(200);
  });

  it('never forgets another member’s subscription', async () => {
    await subscribe(subscriptionBody(browserSubscription(FCM)));
    const other = await register(t, { email: 'celeste@example.com' });
    expect((await unsubscribe(FCM, other.cookie)).status).toBe(200);
    expect(t.count('push_subscriptions')).toBe(1);
  });

  it('answers 401 signed out, and 400 without an endpoint', async () => {
    expect(
      (await call(t, 'DELETE', PUSH_API.subscriptions, { body: { endpoint: FCM } })).status,
    ).toBe(401);
    expect((await call(t, 'DELETE', PUSH_API.subscriptions, { cookie, body: {} })).status).toBe(
      400,
    );
  });
});

describe('a subscription lives with its device’s session', () => {
  it('ends when that device signs out', async () => {
    await subscribe(subscriptionBody(browserSubscription(FCM)));
    expect((await call(t, 'POST', API.signOut, { cookie })).status).toBe(200);
    expect(t.count('push_subscriptions')).toBe(0);
  });

  it('shows in Your devices, and ends when the device is signed out from another', async () => {
    const phone = sessionCookie(await signIn(t, 'amelia@example.com', PASSWORD)) ?? '';
    await subscribe(subscriptionBody(browserSubscription(FCM)), phone);
    const list = await json<SessionItem[]>(await call(t, 'GET', ACCOUNT_API.sessions, { cookie }));
    expect(list.map(({ current, notifications }) => ({ current, notifications }))).toEqual([
      { current: true, notifications: false },
      { current: false, notifications: true },
    ]);
    expect((await call(t, 'POST', ACCOUNT_API.revokeOtherSessions, { cookie })).status).toBe(200);
    expect(t.count('push_subscriptions')).toBe(0);
  });
});

describe('the member’s data', () => {
  it('lists the subscriptions’ endpoints in the export, never their keys', async () => {
    const browser = browserSubscription(FCM);
    await subscribe(subscriptionBody(browser, ['messages']));
    const data = await json<AccountExport>(await call(t, 'GET', ACCOUNT_API.export, { cookie }));
    expect(data.pushSubscriptions).toEqual([
      { endpoint: FCM, categories: ['messages'], createdAt: time.now().toISOString() },
    ]);
    const file = JSON.stringify(data);
    expect(file).not.toContain(browser.keys.auth);
    expect(file).not.toContain(browser.keys.p256dh);
  });

  it('deletes them, and their queued notifications, with the account', async () => {
    await subscribe(subscriptionBody(browserSubscription(FCM)));
    const res = await call(t, 'DELETE', ACCOUNT_API.account, {
      cookie,
      body: { password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(t.count('push_subscriptions')).toBe(0);
    expect(t.count('push_queue')).toBe(0);
  });
});
