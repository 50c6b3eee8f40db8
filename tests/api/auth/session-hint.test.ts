import { describe, expect, it } from 'vitest';
import { createSession } from '@api/auth/sessions';
import { users } from '@api/db/schema';
import { API } from '@shared/api';
import { register, registration, setCookies, signIn } from '../../helpers/accounts';
import { makeTestApp } from '../../helpers/api';
import { generateSessionToken } from '@api/lib/secret-tokens';
import { DAY } from '../../helpers/durations';
import { appSuite } from '../../helpers/app-suite';

/**
 * The session hint (shared/session-hint.ts): readable by the app, no secret in it, set and
 * cleared with the session cookie so a signed-out visitor's app never asks who is signed in.
 */
const HINT_SET = 'signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax';
const HINT_CLEARED = 'signed_in=; Max-Age=0; Path=/; SameSite=Lax';

const s = appSuite();

const hint = (res: Response) => setCookies(res, 'signed_in');

function liveSession(): string {
  const user = s.t.db.insert(users).values({ email: 'amelia@example.com' }).returning().all()[0]!;
  const token = generateSessionToken();
  createSession(s.t.db, token, user.id, s.time.now());
  return token;
}

describe('the session hint is set with the session cookie', () => {
  it('at registration: not HttpOnly, same lifetime, no secret', async () => {
    const res = await s.t.post(API.register, registration());
    expect(res.status).toBe(201);
    expect(hint(res)).toEqual([HINT_SET]);
    expect(setCookies(res, 'session')[0]).toContain('Max-Age=2592000;');
  });

  it('at sign-in, and never for a refused one', async () => {
    await register(s.t);
    expect(hint(await signIn(s.t, 'amelia@example.com'))).toEqual([HINT_SET]);
    expect(hint(await signIn(s.t, 'amelia@example.com', 'wrong password'))).toEqual([]);
  });

  it('when the session is renewed, for its new 30 days', async () => {
    const token = liveSession();
    s.time.advance(20 * DAY);
    const res = await s.t.request(API.authUser, {
      headers: { Cookie: `session=${token}; signed_in=1` },
    });
    expect(res.status).toBe(200);
    expect(hint(res)).toEqual([HINT_SET]);
  });

  it('for a live session that came without it, for the time it has left', async () => {
    const token = liveSession();
    s.time.advance(10 * DAY);
    const res = await s.t.request(API.authUser, { headers: { Cookie: `session=${token}` } });
    expect(res.status).toBe(200);
    expect(hint(res)).toEqual(['signed_in=1; Max-Age=1728000; Path=/; SameSite=Lax']);
    expect(setCookies(res, 'session')).toEqual([]);
  });

  it('is Secure where the session cookie is', async () => {
    s.t.close();
    s.t = makeTestApp({ clock: s.time.clock, env: { NODE_ENV: 'production' } });
    const { cookie } = await register(s.t);
    expect(cookie).toMatch(/^session=/);
    const res = await s.t.request(API.authUser, { headers: { Cookie: 'session=bogus' } });
    expect(hint(res)).toEqual(['signed_in=; Max-Age=0; Path=/; Secure; SameSite=Lax']);
  });
});

describe('the session hint is cleared with the session', () => {
  it('at sign-out, by POST /api/auth/logout and by GET /api/logout', async () => {
    const { cookie } = await register(s.t);
    const post = await s.t.post(API.signOut, {}, { headers: { Cookie: `${cookie}; signed_in=1` } });
    expect(hint(post).at(-1)).toBe(HINT_CLEARED);
    const again = await register(s.t, { email: 'bea@example.com' });
    const get = await s.t.request(API.logout, {
      headers: { Cookie: `${again.cookie}; signed_in=1` },
    });
    expect(hint(get).at(-1)).toBe(HINT_CLEARED);
  });

  it('when the session has expired', async () => {
    const token = liveSession();
    s.time.advance(31 * DAY);
    const res = await s.t.request(API.authUser, {
      headers: { Cookie: `session=${token}; signed_in=1` },
    });
    expect(res.status).toBe(401);
    expect(hint(res)).toEqual([HINT_CLEARED]);
  });

  it('when the session is unknown (revoked on the server)', async () => {
    const res = await s.t.request(API.authUser, {
      headers: { Cookie: 'session=revoked; signed_in=1' },
    });
    expect(res.status).toBe(401);
    expect(hint(res)).toEqual([HINT_CLEARED]);
  });

  it('when it came without any session cookie', async () => {
    const res = await s.t.request(API.health, { headers: { Cookie: 'signed_in=1' } });
    expect(hint(res)).toEqual([HINT_CLEARED]);
    expect(setCookies(res, 'session')).toEqual([]);
  });

  it('is not sent to a visitor who has neither', async () => {
    const res = await s.t.request(API.authUser);
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
