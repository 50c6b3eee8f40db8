/** Who may use the console's API (issue 22): the one role check, and staff sessions' idle end. */
import { describe, expect, it } from 'vitest';
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  STAFF_IDLE_TIMEOUT_MS,
  validateSessionToken,
} from '@api/auth/sessions';
import { API, type AuthResponse, type CurrentUser, type UserRole } from '@shared/api';
import { register, registration } from '../../helpers/accounts';
import { TEST_ORIGIN } from '../../helpers/api';
import { insertBooking, signedIn } from '../../helpers/staff';
import { HOUR } from '../../helpers/durations';
import { appSuite } from '../../helpers/app-suite';

const s = appSuite();

const write = (method: string, path: string, body: unknown, cookie?: string) =>
  s.t.app.request(path, {
    method,
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      Origin: TEST_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
const get = (path: string, cookie?: string) =>
  s.t.request(path, { headers: cookie ? { Cookie: cookie } : {} });

type Call = (cookie: string | undefined) => Response | Promise<Response>;
const ENDPOINTS: [string, Call][] = [
  ['GET /api/concierge/bookings', (cookie) => get(API.conciergeBookings, cookie)],
  [
    'GET /api/concierge/bookings/:id',
    (cookie) => get(API.conciergeBooking(insertBooking(s.t, s.time)), cookie),
  ],
  [
    'PATCH /api/concierge/bookings/:id',
    (cookie) =>
      write(
        'PATCH',
        API.conciergeBooking(insertBooking(s.t, s.time)),
        { status: 'declined', expectedUpdatedAt: s.time.now().toISOString() },
        cookie,
      ),
  ],
];

const ROLE_STATUS: [UserRole | 'anonymous', number][] = [
  ['anonymous', 401],
  ['member', 403],
  ['concierge', 200],
  ['admin', 200],
];

describe('the console API for each role', () => {
  for (const [name, call] of ENDPOINTS) {
    for (const [role, status] of ROLE_STATUS) {
      it(`${name}: ${role} → ${status}`, async () => {
        const cookie = role === 'anonymous' ? undefined : signedIn(s.t, s.time, role).cookie;
        const res = await call(cookie);
        expect(res.status).toBe(status);
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
        if (status !== 200) expect(await res.json()).toHaveProperty('message');
      });
    }
  }

  for (const [role, status] of [...ROLE_STATUS.slice(0, 2), ['concierge', 403], ['admin', 200]]) {
    it(`GET /api/concierge/audit: ${role} → ${status}`, async () => {
      const cookie =
        role === 'anonymous' ? undefined : signedIn(s.t, s.time, role as UserRole).cookie;
      const res = await get(API.conciergeAudit, cookie);
      expect(res.status).toBe(status);
      if (status === 403 && role === 'concierge') {
        expect(await res.json()).toMatchObject({ message: 'Only an admin can do this.' });
      }
    });
  }

  it('refuses a member before reading the body of a write', async () => {
    const member = signedIn(s.t, s.time, 'member');
    const res = await write('PATCH', API.conciergeBooking('x'), '{not json', member.cookie);
    expect(res.status).toBe(403);
  });

  it('refuses a cross-site write from staff (CSRF), as every write', async () => {
    const staff = signedIn(s.t, s.time, 'concierge');
    const res = await s.t.app.request(API.conciergeBooking(insertBooking(s.t, s.time)), {
      method: 'PATCH',
      body: JSON.stringify({ status: 'declined', expectedUpdatedAt: s.time.now().toISOString() }),
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://evil.example',
        Cookie: staff.cookie,
      },
    });
    expect(res.status).toBe(403);
  });
});

describe('roles cannot be given through the app or the API', () => {
  it('registration ignores a role in the body', async () => {
    const res = await s.t.post(API.register, registration({ role: 'admin' }));
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as AuthResponse;
    expect(user.role).toBe('member');
    expect(s.t.db.$client.prepare('SELECT role FROM users').get()).toEqual({ role: 'member' });
  });

  it('a profile save ignores a role in the body', async () => {
    const { user, cookie } = await register(s.t);
    const res = await write(
      'PUT',
      API.profile,
      {
        firstName: 'Amelia',
        lastName: 'Hart',
        upcomingTrips: [],
        updatedAt: user.updatedAt,
        role: 'admin',
      },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as CurrentUser).role).toBe('member');
    expect((await get(API.conciergeBookings, cookie)).status).toBe(403);
  });

  it('the current user carries the role, so the app can send staff to /concierge', async () => {
    const staff = signedIn(s.t, s.time, 'concierge');
    const res = await get(API.authUser, staff.cookie);
    expect(((await res.json()) as CurrentUser).role).toBe('concierge');
  });
});

describe('staff sessions end after 12 hours without use', () => {
  it('a used staff session lives on; one idle for 12 hours ends and its row goes', async () => {
    const staff = signedIn(s.t, s.time, 'concierge');
    for (let i = 0; i < 3; i++) {
      s.time.advance(STAFF_IDLE_TIMEOUT_MS - 60_000);
      expect((await get(API.conciergeBookings, staff.cookie)).status).toBe(200);
    }
    s.time.advance(STAFF_IDLE_TIMEOUT_MS);
    const res = await get(API.conciergeBookings, staff.cookie);
    expect(res.status).toBe(401);
    expect(s.t.count('sessions')).toBe(0);
  });

  it('a member idle for days keeps their session', async () => {
    const member = signedIn(s.t, s.time, 'member');
    s.time.advance(5 * 24 * HOUR);
    expect((await get(API.authUser, member.cookie)).status).toBe(200);
  });

  it('a staff session still ends 90 days after sign-in however busy', async () => {
    const staff = signedIn(s.t, s.time, 'admin');
    const token = staff.cookie.slice('session='.length);
    let lived = 0;
    while (validateSessionToken(s.t.db, token, s.time.now())) {
      s.time.advance(11 * HOUR);
      lived += 11 * HOUR;
    }
    expect(lived).toBeGreaterThanOrEqual(SESSION_ABSOLUTE_LIFETIME_MS);
    expect(lived).toBeLessThan(SESSION_ABSOLUTE_LIFETIME_MS + 11 * HOUR);
  });

  it('a member made staff with an idle session signs in again', async () => {
    const member = signedIn(s.t, s.time, 'member');
    s.time.advance(13 * HOUR);
    s.t.db.$client.prepare('UPDATE sessions SET last_used_at = NULL').run();
    s.t.db.$client.prepare("UPDATE users SET role = 'concierge' WHERE id = ?").run(member.id);
    expect((await get(API.conciergeBookings, member.cookie)).status).toBe(401);
  });

  it('records use at most once a minute', async () => {
    const staff = signedIn(s.t, s.time, 'concierge');
    const lastUsed = () =>
      (s.t.db.$client.prepare('SELECT last_used_at AS at FROM sessions').get() as { at: string })
        .at;
    s.time.advance(30_000);
    await get(API.conciergeBookings, staff.cookie);
    expect(lastUsed()).toBe('2025-09-20T12:00:00.000Z');
    s.time.advance(30_000);
    await get(API.conciergeBookings, staff.cookie);
    expect(lastUsed()).toBe('2025-09-20T12:01:00.000Z');
  });
});
