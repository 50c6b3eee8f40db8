import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, type AuthResponse, type CurrentUser } from '@shared/api';
import { makeClock, makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import {
  PASSWORD,
  register,
  registration,
  sessionCookie,
  setCookies,
  signIn,
} from '../../helpers/accounts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ clock: makeClock().clock });
});
afterEach(() => t.close());

const sessionIds = () =>
  (t.db.$client.prepare('SELECT id FROM sessions').all() as { id: string }[]).map((r) => r.id);
const userRow = () => t.db.$client.prepare('SELECT * FROM users').get() as Record<string, unknown>;
const getUser = (cookie?: string) =>
  t.request(API.authUser, { headers: cookie ? { Cookie: cookie } : {} });

const CURRENT_USER_KEYS = [
  'companyName',
  'createdAt',
  'email',
  'emailVerified',
  'firstName',
  'hasCompletedOnboarding',
  'hasUploadedSensitiveInfo',
  'id',
  'lastName',
  'membershipStatus',
  'phoneNumber',
  'profileImageUrl',
  'role',
  'selectedDestinationId',
  'state',
  'upcomingTrips',
  'updatedAt',
];

describe('POST /api/auth/register', () => {
  it('creates the member with a lower-cased email and signs them in (201)', async () => {
    const res = await t.post(API.register, registration({ email: '  Amelia@Example.COM ' }));
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const { user } = (await res.json()) as AuthResponse;
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'amelia@example.com',
      firstName: 'Amelia',
      lastName: 'Hart',
      first_name: 'Amelia',
      last_name: 'Hart',
      profileImageUrl: null,
      phoneNumber: '+15550102030',
      state: null,
      companyName: null,
      upcomingTrips: [],
      selectedDestinationId: null,
      membershipStatus: 'none',
      hasCompletedOnboarding: false,
      hasUploadedSensitiveInfo: false,
      emailVerified: false,
      role: 'member',
      createdAt: '2025-09-20T12:00:00.000Z',
      updatedAt: '2025-09-20T12:00:00.000Z',
    });
    expect(userRow()).toMatchObject({ email: 'amelia@example.com', membership_status: 'none' });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^session=[a-z2-7]{32}$/);
    expect(sessionIds()).toHaveLength(1);
    expect((await getUser(cookie ?? '')).status).toBe(200);
  });

  it('stores an argon2id hash with m=19456, t=2, p=1, never the password', async () => {
    await register(t);
    const hash = String(userRow().password_hash);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(t.db.$client.prepare('SELECT * FROM users').all())).not.toContain(
      PASSWORD,
    );
  });

  it('refuses a taken email in any case with 409 and a message', async () => {
    await register(t);
    const res = await t.post(API.register, registration({ email: 'AMELIA@example.com' }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: 'An account with this email already exists',
    });
    expect(t.count('users')).toBe(1);
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName', 'First name is required'],
    ['a blank last name', { lastName: '  ' }, 'lastName', 'Last name is required'],
    ['a bad email', { email: 'amelia' }, 'email', 'Please enter a valid email address'],
    ['a number as email', { email: 42 }, 'email', 'Please enter a valid email address'],
    [
      'a short phone',
      { phoneNumber: '555' },
      'phoneNumber',
      'Phone number must be at least 10 digits',
    ],
    [
      'a phone with letters',
      { phoneNumber: '555-010-20ab' },
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    [
      'a short password',
      { password: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      'a huge password',
      { password: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
    [
      'a missing password',
      { password: undefined },
      'password',
      'Password must be at least 6 characters',
    ],
  ])('refuses %s with 400 and the field message', async (_name, change, field, message) => {
    const res = await t.post(API.register, registration(change));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: Record<string, string> };
    expect(body.issues[field]).toBe(message);
    expect(t.count('users')).toBe(0);
  });

  it('refuses malformed JSON, a form body and an oversize body', async () => {
    expect((await t.post(API.register, '{"email":')).status).toBe(400);
    const form = await t.request(API.register, {
      method: 'POST',
      body: new URLSearchParams(registration() as Record<string, string>),
      headers: { Origin: TEST_ORIGIN },
    });
    expect(form.status).toBe(400);
    const huge = await t.post(API.register, registration({ firstName: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    expect(t.count('users')).toBe(0);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ for 30 days, and not Secure outside production', async () => {
    const res = await t.post(API.register, registration());
    expect(setCookies(res, 'session')).toEqual([
      expect.stringMatching(
        /^session=[a-z2-7]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
      ),
    ]);
  });

  it('is Secure in production', async () => {
    t.close();
    t = makeTestApp({ env: { NODE_ENV: 'production' } });
    const res = await t.post(API.register, registration());
    expect(setCookies(res, 'session')[0]).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });
});

describe('POST /api/auth/login', () => {
  it('answers the member with first_name and last_name, and a new session', async () => {
    await register(t);
    const res = await signIn(t, 'AMELIA@example.com');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const { user } = (await res.json()) as AuthResponse;
    expect(user).toMatchObject({
      email: 'amelia@example.com',
      first_name: 'Amelia',
      last_name: 'Hart',
      firstName: 'Amelia',
    });
    expect(Object.keys(user).sort()).toEqual(
      [...CURRENT_USER_KEYS, 'first_name', 'last_name'].sort(),
    );
    expect(sessionCookie(res)).toMatch(/^session=[a-z2-7]{32}$/);
  });

  it('never keeps the session the browser came with: its row is deleted', async () => {
    const { cookie: before } = await register(t);
    const [oldId] = sessionIds();
    const res = await signIn(t, 'amelia@example.com', PASSWORD, before);
    const after = sessionCookie(res);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(sessionIds()).toHaveLength(1);
    expect(sessionIds()).not.toContain(oldId);
    expect((await getUser(before)).status).toBe(401);
    expect((await getUser(after ?? '')).status).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    await register(t);
    for (const [email, password] of [
      ['amelia@example.com', 'wrong password'],
      ['nobody@example.com', PASSWORD],
    ] as const) {
      const res = await signIn(t, email, password);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: 'Invalid email or password. Please try again.',
        error: 'Invalid email or password. Please try again.',
      });
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('refuses bad bodies with 400', async () => {
    expect((await t.post(API.signIn, { email: 'amelia@example.com' })).status).toBe(400);
    expect((await t.post(API.signIn, { email: 'nope', password: PASSWORD })).status).toBe(400);
    expect((await t.post(API.signIn, { email: 'a@b.co', password: 123456 })).status).toBe(400);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the current member, without secrets, never cached', async () => {
    const { cookie } = await register(t);
    t.db.$client
      .prepare(
        "UPDATE users SET stripe_customer_id = 'cus_secret', stripe_subscription_id = 'sub_x'",
      )
      .run();
    const res = await getUser(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await res.text();
    const user = JSON.parse(text) as CurrentUser;
    expect(Object.keys(user).sort()).toEqual(CURRENT_USER_KEYS);
    expect(user).toMatchObject({ email: 'amelia@example.com', firstName: 'Amelia' });
    expect(text).not.toMatch(/argon2|password|cus_secret|sub_x|stripe/i);
  });

  it('answers 401 with a message without a session, never cached', async () => {
    const res = await getUser();
    expect(res.status).toBe(401);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });
});

describe('signing out', () => {
  it('POST /api/auth/logout deletes the session row and clears the cookie', async () => {
    const { cookie } = await register(t);
    const res = await t.post(API.signOut, {}, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'You have been signed out.' });
    expect(setCookies(res, 'session')).toEqual([
      'session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(sessionIds()).toHaveLength(0);
    expect((await getUser(cookie)).status).toBe(401);
  });

  it('POST /api/auth/logout without a session still answers 200', async () => {
    expect((await t.post(API.signOut, {})).status).toBe(200);
  });

  it('GET /api/logout deletes the row and redirects home', async () => {
    const { cookie } = await register(t);
    const res = await t.request(API.logout, { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
    expect(sessionIds()).toHaveLength(0);
  });

  it('only ends the session it was sent with', async () => {
    const { cookie } = await register(t);
    const other = sessionCookie(await signIn(t, 'amelia@example.com'));
    await t.post(API.signOut, {}, { headers: { Cookie: cookie } });
    expect((await getUser(other ?? '')).status).toBe(200);
  });
});

describe('member endpoints without a session', () => {
  it.each([
    ['GET', API.authUser],
    ['PUT', API.profile],
    ['POST', API.selectDestination],
    ['POST', API.avatar],
  ])('%s %s answers 401', async (method, path) => {
    const res = await t.request(path, {
      method,
      body: method === 'GET' ? undefined : '{}',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });
});
