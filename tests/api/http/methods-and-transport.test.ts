import { afterEach, describe, expect, it } from 'vitest';
import { API, type ApiErrorBody } from '@shared/api';
import { makeTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/api';
import { register, registration } from '../../helpers/accounts';

let t: TestApp;
afterEach(() => t.close());

describe('a known path with the wrong method', () => {
  it.each([
    ['DELETE', API.waitlist, 'POST'],
    ['GET', API.contact, 'POST'],
    ['PUT', API.signIn, 'POST'],
    ['POST', API.jets, 'GET, HEAD'],
    ['DELETE', API.bookings, 'GET, HEAD, POST'],
    ['PUT', API.product(3), 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    t = makeTestApp();
    const res = await t.request(path, { method, headers: { Origin: TEST_ORIGIN } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe(allow);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.message).toBe(`Method ${method} is not allowed here`);
  });

  it('knows routes added later (read from app.routes, not a list)', async () => {
    t = makeTestApp();
    t.app.post('/api/test-late', (c) => c.json({ ok: true }));
    const res = await t.request('/api/test-late');
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
  });
});

describe('caching of answers that set a cookie', () => {
  it('marks every Set-Cookie answer private, no-store', async () => {
    t = makeTestApp();
    const { cookie } = await register(t);
    const answers = [
      await t.post(API.signIn, { email: registration().email, password: registration().password }),
      await t.request(API.logout, { headers: { Cookie: cookie } }),
      // an unknown session is cleared, on an answer that is otherwise about nobody
      await t.request(API.health, { headers: { Cookie: 'session=stale' } }),
      await t.post(
        API.newsletter,
        { email: 'a@example.com' },
        { headers: { Cookie: 'session=x' } },
      ),
    ];
    for (const res of answers) {
      expect(res.headers.getSetCookie().length).toBeGreaterThan(0);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('leaves answers without a cookie as they were', async () => {
    t = makeTestApp();
    const res = await t.request(API.product(1));
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });
});

describe('transport security follows PUBLIC_URL', () => {
  it('sends Secure cookies and one-year HSTS with an https PUBLIC_URL', async () => {
    t = makeTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
    const res = await t.request(API.register, {
      method: 'POST',
      body: JSON.stringify(registration()),
      headers: { 'Content-Type': 'application/json', Origin: 'https://club.example' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()[0]).toMatch(/;\s*Secure/i);
    const hsts = res.headers.get('Strict-Transport-Security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it('sends neither over plain http outside production', async () => {
    t = makeTestApp();
    const res = await t.post(API.register, registration());
    expect(res.headers.getSetCookie()[0]).not.toMatch(/Secure/i);
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('a client that disconnects mid-request', () => {
  it('is logged in one line, without a 500 or a stack', async () => {
    t = makeTestApp();
    t.app.post('/api/test-abort', async () => {
      const err = new Error('aborted');
      Object.assign(err, { code: 'ECONNRESET' });
      await Promise.resolve();
      throw err;
    });
    t.app.post('/api/test-abort-signal', () => {
      throw new DOMException('This operation was aborted', 'AbortError');
    });
    for (const path of ['/api/test-abort', '/api/test-abort-signal']) {
      const res = await t.post(path, {});
      expect(res.status).not.toBe(500);
    }
    expect(t.logs).toEqual([
      { message: 'POST /api/test-abort: client disconnected', error: undefined },
      { message: 'POST /api/test-abort-signal: client disconnected', error: undefined },
    ]);
  });
});
