import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createSession,
  invalidateUserSessions,
  SESSION_DURATION_MS,
  validateSessionToken,
} from '@api/auth/sessions';
import { users } from '@api/db/schema';
import { API } from '@shared/api';
import { setCookies } from '../../helpers/accounts';
import { makeTestApp } from '../../helpers/api';
import { generateSessionToken, sessionIdFromToken } from '@api/lib/secret-tokens';
import { invalidateSession } from '@api/auth';
import { DAY } from '../../helpers/durations';
import { appSuite } from '../../helpers/app-suite';

const s = appSuite();

const sessionRows = () =>
  s.t.db.$client.prepare('SELECT * FROM sessions').all() as Record<string, unknown>[];

function makeUser(email = 'amelia@example.com') {
  return s.t.db
    .insert(users)
    .values({ email, firstName: 'Amelia', lastName: 'Hart', profileImageUrl: '/u/a.png' })
    .returning()
    .get();
}

function startSession(userId: string) {
  const token = generateSessionToken();
  const session = createSession(s.t.db, token, userId, s.time.now());
  return { token, session };
}

describe('session tokens', () => {
  it('are 20 random bytes in lower-case base32 without padding', () => {
    const tokens = new Set(Array.from({ length: 50 }, generateSessionToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
  });

  it('are stored only as their SHA-256 hex', () => {
    const user = makeUser();
    const { token, session } = startSession(user.id);
    expect(session.id).toBe(sessionIdFromToken(token));
    expect(session.id).toMatch(/^[0-9a-f]{64}$/);
    // SHA-256("abc"), the FIPS 180-2 test vector.
    expect(sessionIdFromToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const stored = JSON.stringify(s.t.db.$client.prepare('SELECT * FROM sessions').all());
    expect(stored).not.toContain(token);
    expect(sessionRows()).toEqual([
      {
        id: session.id,
        user_id: user.id,
        expires_at: '2025-10-20T12:00:00.000Z',
        created_at: '2025-09-20T12:00:00.000Z',
        last_used_at: '2025-09-20T12:00:00.000Z',
        // Issue 24: the browser, for the devices list (none here), and the sign-in as the last
        // proof that it is the member.
        user_agent: null,
        verified_at: '2025-09-20T12:00:00.000Z',
      },
    ]);
  });
});

describe('validateSessionToken', () => {
  it('returns the member and the session for a live token', () => {
    const user = makeUser();
    const { token, session } = startSession(user.id);
    expect(validateSessionToken(s.t.db, token, s.time.now())).toEqual({
      session: { id: session.id, userId: user.id, expiresAt: session.expiresAt, fresh: false },
      user: {
        id: user.id,
        email: 'amelia@example.com',
        firstName: 'Amelia',
        lastName: 'Hart',
        profileImageUrl: '/u/a.png',
        role: 'member',
      },
    });
  });

  it('returns null for an unknown token, or a session id used as a token', () => {
    const { session } = startSession(makeUser().id);
    expect(validateSessionToken(s.t.db, generateSessionToken(), s.time.now())).toBeNull();
    expect(validateSessionToken(s.t.db, session.id, s.time.now())).toBeNull();
  });

  it('expires after 30 days and deletes the row', () => {
    const { token } = startSession(makeUser().id);
    s.time.advance(SESSION_DURATION_MS - 1);
    expect(validateSessionToken(s.t.db, token, s.time.now())).not.toBeNull();
    // Validation at 30 days - 1 ms renewed it; the renewed session lasts 30 days from then.
    s.time.advance(SESSION_DURATION_MS);
    expect(validateSessionToken(s.t.db, token, s.time.now())).toBeNull();
    expect(sessionRows()).toHaveLength(0);
  });

  it('expires exactly at its expiry time when unused', () => {
    const { token } = startSession(makeUser().id);
    s.time.advance(SESSION_DURATION_MS);
    expect(validateSessionToken(s.t.db, token, s.time.now())).toBeNull();
    expect(sessionRows()).toHaveLength(0);
  });

  it('is not renewed while 15 days or more remain', () => {
    const { token } = startSession(makeUser().id);
    s.time.advance(15 * DAY - 1);
    const result = validateSessionToken(s.t.db, token, s.time.now());
    expect(result?.session.fresh).toBe(false);
    expect(sessionRows()[0]?.expires_at).toBe('2025-10-20T12:00:00.000Z');
  });

  it('is renewed to 30 days and reported fresh once under 15 days remain', () => {
    const { token } = startSession(makeUser().id);
    s.time.advance(16 * DAY);
    const result = validateSessionToken(s.t.db, token, s.time.now());
    expect(result?.session.fresh).toBe(true);
    expect(result?.session.expiresAt.toISOString()).toBe('2025-11-05T12:00:00.000Z');
    expect(sessionRows()[0]?.expires_at).toBe('2025-11-05T12:00:00.000Z');
    expect(validateSessionToken(s.t.db, token, s.time.now())?.session.fresh).toBe(false);
  });

  it('ends with the member: deleting the user deletes the sessions', () => {
    const user = makeUser();
    const { token } = startSession(user.id);
    s.t.db.delete(users).where(eq(users.id, user.id)).run();
    expect(validateSessionToken(s.t.db, token, s.time.now())).toBeNull();
  });
});

describe('invalidating sessions', () => {
  it('invalidateSession ends that session only', () => {
    const user = makeUser();
    const a = startSession(user.id);
    const b = startSession(user.id);
    invalidateSession(s.t.db, a.session.id);
    expect(validateSessionToken(s.t.db, a.token, s.time.now())).toBeNull();
    expect(validateSessionToken(s.t.db, b.token, s.time.now())).not.toBeNull();
  });

  it("invalidateUserSessions ends every session of that member and nobody else's", () => {
    const amelia = makeUser();
    const other = makeUser('other@example.com');
    const a = startSession(amelia.id);
    const b = startSession(amelia.id);
    const c = startSession(other.id);
    invalidateUserSessions(s.t.db, amelia.id);
    expect(validateSessionToken(s.t.db, a.token, s.time.now())).toBeNull();
    expect(validateSessionToken(s.t.db, b.token, s.time.now())).toBeNull();
    expect(validateSessionToken(s.t.db, c.token, s.time.now())).not.toBeNull();
  });
});

describe('session middleware', () => {
  // GET /api/bookings answers 200 only to a signed-in member, so it shows what the middleware saw.
  const probe = (cookie?: string) =>
    s.t.request(API.bookings, { headers: cookie ? { Cookie: cookie } : {} });

  it('signs the request in with a live cookie and sends no cookie back', async () => {
    const { token } = startSession(makeUser().id);
    const res = await probe(`theme=dark; session=${token}; signed_in=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('leaves a request without a cookie signed out and sends no cookie', async () => {
    const res = await probe();
    expect(res.status).toBe(401);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('sends the cookie again, with 30 days, when the session is renewed', async () => {
    const { token } = startSession(makeUser().id);
    s.time.advance(20 * DAY);
    const res = await probe(`session=${token}`);
    expect(res.status).toBe(200);
    expect(setCookies(res, 'session')).toEqual([
      `session=${token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('clears an unknown cookie', async () => {
    const res = await probe('session=not-a-real-token');
    expect(res.status).toBe(401);
    expect(setCookies(res, 'session')).toEqual([
      'session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('clears an expired cookie and deletes its row', async () => {
    const { token } = startSession(makeUser().id);
    s.time.advance(31 * DAY);
    const res = await probe(`session=${token}`);
    expect(res.status).toBe(401);
    expect(res.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0;/);
    expect(sessionRows()).toHaveLength(0);
  });

  it('marks the cookie Secure in production', async () => {
    s.t.close();
    s.t = makeTestApp({ clock: s.time.clock, env: { NODE_ENV: 'production' } });
    const { token } = startSession(makeUser().id);
    s.time.advance(20 * DAY);
    const renewed = await probe(`session=${token}`);
    expect(setCookies(renewed, 'session')).toEqual([
      `session=${token}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ]);
    const cleared = await probe('session=bogus');
    expect(cleared.headers.get('Set-Cookie')).toContain('; Secure;');
  });
});

describe('absolute lifetime', () => {
  const probe = (token: string) =>
    s.t.request(API.bookings, { headers: { Cookie: `session=${token}` } });

  it('ends a session used every day 90 days after it began, however busy', async () => {
    const { token } = startSession(makeUser().id);
    for (let day = 1; day < 90; day++) {
      s.time.advance(DAY);
      expect((await probe(token)).status, `day ${day}`).toBe(200);
    }
    s.time.advance(DAY - 1);
    expect((await probe(token)).status).toBe(200);
    s.time.advance(1);
    const ended = await probe(token);
    expect(ended.status).toBe(401);
    expect(setCookies(ended, 'session')).toEqual([
      'session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(sessionRows()).toHaveLength(0);
  });

  it('renews no further than 90 days from creation, and says so in the cookie', async () => {
    const { token } = startSession(makeUser().id);
    s.time.advance(20 * DAY);
    expect((await probe(token)).status).toBe(200); // renewed to day 50
    s.time.advance(25 * DAY);
    expect((await probe(token)).status).toBe(200); // renewed to day 75
    s.time.advance(25 * DAY);
    const renewed = await probe(token);
    expect(renewed.status).toBe(200);
    // Day 70: a full renewal would reach day 100; the session ends on day 90, 20 days away.
    expect(setCookies(renewed, 'session')).toEqual([
      `session=${token}; Max-Age=${20 * 24 * 60 * 60}; Path=/; HttpOnly; SameSite=Lax`,
    ]);
    expect(sessionRows()[0]?.expires_at).toBe('2025-12-19T12:00:00.000Z');
  });

  it('ends a session whose creation time cannot be read', () => {
    const { token } = startSession(makeUser().id);
    s.t.db.$client.prepare("UPDATE sessions SET created_at = 'garbage'").run();
    expect(validateSessionToken(s.t.db, token, s.time.now())).toBeNull();
  });

  it('starts again at sign-in: a new session has its own 90 days', async () => {
    const user = makeUser();
    s.time.advance(89 * DAY);
    const { token } = startSession(user.id);
    s.time.advance(2 * DAY);
    expect((await probe(token)).status).toBe(200);
  });
});
