import { describe, expect, it } from 'vitest';
import { createSession } from '@api/auth/sessions';
import { users } from '@api/db/schema';
import { setCookies } from '../../helpers/accounts';
import { generateSessionToken } from '@api/lib/secret-tokens';
import { appSuite } from '../../helpers/app-suite';

const s = appSuite();

const sessionCount = () =>
  (s.t.db.$client.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n;

describe('GET /api/login and /api/logout (spec 7 navigations)', () => {
  it('sends the browser to the sign-in page', async () => {
    const res = await s.t.request('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login');
  });

  it('ends the signed-in session, clears the cookie and goes home', async () => {
    const user = s.t.db.insert(users).values({ email: 'amelia@example.com' }).returning().get();
    const token = generateSessionToken();
    createSession(s.t.db, token, user.id, s.time.now());
    expect(sessionCount()).toBe(1);

    const res = await s.t.request('/api/logout', { headers: { Cookie: `session=${token}` } });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
    expect(setCookies(res, 'session')).toEqual([expect.stringMatching(/^session=; Max-Age=0;/)]);
    expect(setCookies(res, 'signed_in')).toEqual([
      expect.stringMatching(/^signed_in=; Max-Age=0;/),
    ]);
    expect(sessionCount()).toBe(0);
  });

  it('signs out a visitor with no session without an error', async () => {
    const res = await s.t.request('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
  });
});
