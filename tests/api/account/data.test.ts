import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoGateway } from '@api/payments/gateway/demo-gateway';
import { ACCOUNT_API, type AccountExport } from '@shared/account-api';
import { API } from '@shared/api';
import { THREADS_API } from '@shared/threads-api';
import {
  makeClock,
  makeTestApp,
  type TestApp,
  type TestClock,
  withCookie,
} from '../../helpers/api';
import { PASSWORD, register, sessionCookie, signIn } from '../../helpers/accounts';
import { addPasskey, call, queuedMails } from '../../helpers/account-security';
import { insertOrder } from '../../helpers/orders';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';
import type { PaymentsGateway } from '@api/payments';
import { dbRows } from '../../helpers/db-rows';
import { MINUTE } from '../../helpers/durations';

// Issue 24: the member's data, downloaded and deleted.

let t: TestApp;
let time: TestClock;
let uploads: string;
let cancelled: { id: string; key: string }[];
let cancelFails: boolean;

function payments(): PaymentsGateway {
  return {
    ...createDemoGateway('http://localhost'),
    cancelSubscription: (id, key) => {
      if (cancelFails) return Promise.reject(new Error('Stripe is unreachable'));
      cancelled.push({ id, key });
      return Promise.resolve();
    },
  };
}

beforeEach(() => {
  time = makeClock();
  uploads = mkdtempSync(join(tmpdir(), 'account-data-'));
  cancelled = [];
  cancelFails = false;
  t = makeTestApp({ clock: time.clock, payments: payments(), env: { UPLOADS_DIR: uploads } });
});
afterEach(() => {
  t.close();
  rmSync(uploads, { recursive: true, force: true });
});

const rows = <T>(sql: string, ...params: unknown[]) => dbRows<T>(t.db, sql, ...params);
const exportOf = (cookie: string) => call(t, 'GET', ACCOUNT_API.export, { cookie });
const deleteAccount = (cookie: string, body: unknown = { password: PASSWORD }) =>
  call(t, 'DELETE', ACCOUNT_API.account, { cookie, body });

const ITINERARY_NOTE = {
  uid: 'item-1',
  sequence: 0,
  kind: 'note',
  text: 'Passengers: Amelia and Tom Hart',
};

/** A member with one of everything the club keeps: returns their cookie and id. */
async function memberWithHistory() {
  const { user, cookie } = await register(t);
  await t.post(API.bookings, PUBLIC_WRITES[API.bookings], withCookie(cookie));
  // A booking made as a guest before joining, under the same address.
  await t.post(API.bookings, { ...PUBLIC_WRITES[API.bookings], guestName: 'A. Hart' });
  await t.post(API.consultations, PUBLIC_WRITES[API.consultations], withCookie(cookie));
  await t.post(API.contact, PUBLIC_WRITES[API.contact]);
  await t.post(API.waitlist, PUBLIC_WRITES[API.waitlist]);
  await t.post(API.newsletter, { email: 'amelia@example.com' });
  insertOrder(t, time, {
    id: 'order-vacation',
    kind: 'vacation',
    userId: user.id,
    customerId: 'cus_secret',
    subscriptionId: null,
    customerInfo: {
      firstName: 'Amelia',
      lastName: 'Hart',
      email: 'amelia@example.com',
      phoneNumber: '+15550102030',
      country: 'US',
      postalCode: '81611',
    },
  });
  insertOrder(t, time, {
    id: 'order-hoodie',
    userId: null,
    shippingAddress: {
      name: 'Amelia Hart',
      line1: '1 Main St',
      line2: 'Apt 2',
      city: 'Aspen',
      state: 'CO',
      postalCode: '81611',
      country: 'US',
    },
  });
  await addPasskey(t, cookie, undefined, 'Amelia’s iPhone');
  // The concierge's plan of her trip (written by the console: its tests are in tests/api/itinerary).
  const { id: bookingId } = t.db.$client
    .prepare('SELECT id FROM bookings WHERE user_id = ?')
    .get(user.id) as { id: string };
  t.db.$client
    .prepare(
      'INSERT INTO itineraries (booking_id, items, updated_at, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(
      bookingId,
      JSON.stringify([ITINERARY_NOTE]),
      time.now().toISOString(),
      time.now().toISOString(),
    );
  const asked = await t.post(
    THREADS_API.threads,
    { subject: 'Our anniversary', body: 'Could we add a dinner?', clientId: crypto.randomUUID() },
    withCookie(cookie),
  );
  expect(asked.status).toBe(201);
  return { user, cookie };
}

describe('GET /api/user/export', () => {
  it('downloads one JSON file of everything held about the member, and no secret', async () => {
    const { user, cookie } = await memberWithHistory();
    const res = await exportOf(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(
      'attachment; filename="aurelian-account-2025-09-20.json"',
    );
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await res.text();
    const data = JSON.parse(text) as AccountExport;
    expect(data.exportedAt).toBe(time.now().toISOString());
    expect(data.profile).toMatchObject({
      id: user.id,
      email: 'amelia@example.com',
      authProvider: 'local',
    });
    expect(data.bookings.map((b) => b.guestName).sort()).toEqual(['A. Hart', 'Amelia Hart']);
    expect(data.orders.map((o) => o.id).sort()).toEqual(['order-hoodie', 'order-vacation']);
    expect(data.orders.find((o) => o.id === 'order-vacation')?.traveller).toMatchObject({
      postalCode: '81611',
    });
    expect(data.consultations).toHaveLength(1);
    expect(data.consultations[0]?.message).toBe('A winter week in Aspen for two.');
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ subject: 'Aspen in winter', replies: [] }),
    ]);
    expect(data.waitlist).toEqual([expect.objectContaining({ email: 'amelia@example.com' })]);
    expect(data.newsletter).toEqual([
      { email: 'amelia@example.com', createdAt: expect.any(String) },
    ]);
    expect(data.sessions).toEqual([
      {
        device: 'Unknown device',
        createdAt: time.now().toISOString(),
        lastActiveAt: expect.any(String),
      },
    ]);
    expect(data.passkeys).toEqual([
      { name: 'Amelia’s iPhone', createdAt: time.now().toISOString(), lastUsedAt: null },
    ]);
    expect(data.conversations).toContainEqual({
      kind: 'general',
      subject: 'Our anniversary',
      messages: [
        {
          author: 'member',
          body: 'Could we add a dinner?',
          createdAt: expect.any(String),
          attachments: [],
        },
      ],
    });
    expect(data.conversations.map((c) => c.kind)).toContain('booking');
    expect(data.itineraries).toEqual([
      { bookingId: expect.any(String), items: [ITINERARY_NOTE], updatedAt: expect.any(String) },
    ]);

    // No password hash, token, session key, credential or payment provider id.
    const hash = rows<{ password_hash: string }>('SELECT password_hash FROM users')[0]
      ?.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    const secrets = [
      hash ?? 'no hash',
      'cus_secret',
      'pi_order-vacation',
      'cs_order-vacation',
      ...rows<{ id: string }>('SELECT id FROM sessions').map((r) => r.id),
      ...rows<{ id: string; public_key: string }>('SELECT id, public_key FROM passkeys').flatMap(
        (r) => [r.id, r.public_key],
      ),
      cookie.replace('session=', ''),
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|stripe|argon2/i);
  });

  it('at most one a minute', async () => {
    t.close();
    t = makeTestApp({ clock: time.clock, payments: payments() });
    const { cookie } = await register(t);
    expect((await exportOf(cookie)).status).toBe(200);
    const again = await exportOf(cookie);
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({
      message: 'Too many exports. Please try again in 1 minute.',
    });
    time.advance(MINUTE);
    // A minute on the window is open again, but the proof of 5 minutes ago still stands.
    expect((await exportOf(cookie)).status).toBe(200);
  });

  it('needs a proof within 5 minutes (not counted against the limit), and a session', async () => {
    const { cookie } = await register(t);
    time.advance(5 * MINUTE);
    expect((await exportOf(cookie)).status).toBe(403);
    await call(t, 'POST', ACCOUNT_API.reauth, { cookie, body: { password: PASSWORD } });
    expect((await exportOf(cookie)).status).toBe(200);
    expect((await call(t, 'GET', ACCOUNT_API.export)).status).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  it('erases the member, keeps bookings and orders under a pseudonym, and mails', async () => {
    const { user, cookie } = await memberWithHistory();
    const other = sessionCookie(await signIn(t, 'amelia@example.com')) ?? '';
    t.db.$client
      .prepare("UPDATE users SET stripe_subscription_id = 'sub_123', membership_status = 'active'")
      .run();
    const avatarDir = join(uploads, 'avatars');
    mkdirSync(avatarDir, { recursive: true });
    const avatar = `${'a'.repeat(32)}.webp`;
    writeFileSync(join(avatarDir, avatar), 'image');
    t.db.$client
      .prepare('UPDATE users SET profile_image_url = ?')
      .run(`/uploads/avatars/${avatar}`);

    const res = await deleteAccount(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your account has been deleted.' });
    expect(res.headers.getSetCookie().some((c) => /^session=;/.test(c))).toBe(true);
    expect(cancelled).toEqual([{ id: 'sub_123', key: `account-deletion-${user.id}` }]);

    expect(t.count('users')).toBe(0);
    for (const table of [
      'sessions',
      'passkeys',
      'webauthn_challenges',
      'email_verification_tokens',
      'contact_messages',
      'waitlist',
      'newsletter_subscribers',
      'threads',
      'thread_messages',
      'itineraries',
    ]) {
      expect(t.count(table), table).toBe(0);
    }
    expect(rows('SELECT * FROM change_feed WHERE user_id = ?', user.id)).toEqual([]);
    expect(existsSync(join(avatarDir, avatar))).toBe(false);

    const bookings = rows<{
      user_id: string | null;
      guest_name: string;
      guest_email: string;
      guest_phone: string;
    }>('SELECT user_id, guest_name, guest_email, guest_phone FROM bookings');
    expect(bookings).toHaveLength(2);
    const [first] = bookings;
    for (const b of bookings) {
      expect(b).toEqual({
        user_id: null,
        guest_name: expect.stringMatching(/^Former member [0-9a-f]{12}$/),
        guest_email: expect.stringMatching(/^former-member-[0-9a-f]{12}@deleted\.invalid$/),
        guest_phone: '',
      });
      // One pseudonym across the member's records, so the club's accounts still add up.
      expect(b.guest_email).toBe(first?.guest_email);
    }
    const orders = rows<{
      id: string;
      user_id: string | null;
      email: string;
      customer_info: string | null;
      shipping_address: string | null;
    }>('SELECT id, user_id, email, customer_info, shipping_address FROM orders ORDER BY id');
    expect(orders.map((o) => [o.id, o.user_id, o.email])).toEqual([
      ['order-hoodie', null, first?.guest_email],
      ['order-vacation', null, first?.guest_email],
    ]);
    expect(JSON.parse(orders[0]?.shipping_address ?? '{}')).toEqual({
      name: first?.guest_name,
      line1: null,
      line2: null,
      city: 'Aspen',
      state: 'CO',
      postalCode: '81611',
      country: 'US',
    });
    expect(JSON.parse(orders[1]?.customer_info ?? '{}')).toEqual({
      firstName: first?.guest_name,
      lastName: '',
      email: first?.guest_email,
      phoneNumber: '',
      country: 'US',
      postalCode: '81611',
    });
    const everything = JSON.stringify([
      rows('SELECT * FROM bookings'),
      rows('SELECT * FROM orders'),
      rows('SELECT * FROM idempotency_keys'),
      rows("SELECT * FROM mail_outbox WHERE kind != 'account_deleted'"),
    ]);
    expect(everything).not.toMatch(/amelia|Hart|5550102030/i);
    expect(queuedMails(t)).toEqual([
      expect.objectContaining({
        kind: 'account_deleted',
        to_address: 'amelia@example.com',
        subject: 'Your Aurelian Private Club account has been deleted',
      }),
    ]);

    // The other device is signed out; the address can register again.
    expect((await t.request(API.authUser, withCookie(other))).status).toBe(401);
    expect((await t.request('/api/sync', withCookie(other))).status).toBe(401);
    const again = await register(t);
    expect(again.user.id).not.toBe(user.id);
  });

  it('leaves everything as it was when the subscription cannot be cancelled', async () => {
    const { user, cookie } = await memberWithHistory();
    t.db.$client.prepare("UPDATE users SET stripe_subscription_id = 'sub_123'").run();
    cancelFails = true;
    const before = ['users', 'bookings', 'orders', 'sessions', 'passkeys', 'contact_messages'].map(
      (table) => JSON.stringify(rows(`SELECT * FROM ${table}`)),
    );
    const res = await deleteAccount(cookie);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      code: 'subscription_cancel_failed',
      message:
        'We could not cancel your membership subscription just now, so nothing was deleted. Please try again in a few minutes.',
    });
    const after = ['users', 'bookings', 'orders', 'sessions', 'passkeys', 'contact_messages'].map(
      (table) => JSON.stringify(rows(`SELECT * FROM ${table}`)),
    );
    expect(after).toEqual(before);
    expect(queuedMails(t, 'account_deleted')).toEqual([]);
    expect((await t.request(API.authUser, withCookie(cookie))).status).toBe(200);
    expect(t.logs.map((l) => l.message)).toContain(
      'The subscription of an account being deleted could not be cancelled',
    );
    expect(user.id).toBeTruthy();
  });

  it('refuses a wrong password on its field, and deletes nothing', async () => {
    const { cookie } = await register(t);
    const res = await deleteAccount(cookie, { password: 'not my password' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: { password: 'That password is not correct. Please try again.' },
    });
    expect(t.count('users')).toBe(1);
  });

  it('without the password, a proof within the last 5 minutes will do', async () => {
    const { cookie } = await register(t);
    time.advance(5 * MINUTE);
    const late = await deleteAccount(cookie, {});
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({ code: 'reauth_required' });
    expect(t.count('users')).toBe(1);
    await call(t, 'POST', ACCOUNT_API.reauth, { cookie, body: { password: PASSWORD } });
    expect((await deleteAccount(cookie, {})).status).toBe(200);
    expect(t.count('users')).toBe(0);
  });

  it('leaves other members and their records alone', async () => {
    const { cookie } = await register(t);
    const bruno = await register(t, { email: 'bruno@example.com' });
    await t.post(
      API.bookings,
      { ...PUBLIC_WRITES[API.bookings], guestName: 'Bruno', guestEmail: 'bruno@example.com' },
      withCookie(bruno.cookie),
    );
    expect((await deleteAccount(cookie)).status).toBe(200);
    expect(rows('SELECT email FROM users')).toEqual([{ email: 'bruno@example.com' }]);
    expect(rows('SELECT guest_name FROM bookings')).toEqual([{ guest_name: 'Bruno' }]);
    expect((await t.request(API.authUser, withCookie(bruno.cookie))).status).toBe(200);
  });

  it('answers 401 without a session, and 400 for a bad body', async () => {
    expect((await deleteAccount('')).status).toBe(401);
    const { cookie } = await register(t);
    const bad = await deleteAccount(cookie, { password: 42 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: { password: 'Please enter your password' } });
    expect(t.count('users')).toBe(1);
  });
});
