/**
 * The request id and the access line (api/observability/request-context.ts, access-log.ts): a
 * sane X-Request-Id is kept, anything else replaced and never logged; the id is returned, and is
 * on the access line and on every line logged while the request runs, errors included.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { makeClock, makeTestApp, type TestApp } from '../../helpers/api';
import { registration } from '../../helpers/accounts';
import { memoryLogger } from '../../helpers/log-lines';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** Made ids: the process's random prefix, a dot, a count (request-context.ts). */
const MADE_ID = /^[0-9a-f]{10}\.[0-9a-z]+$/;

function appWithLog() {
  const log = memoryLogger();
  t = makeTestApp({ clock: makeClock().clock, logger: log.logger });
  return { app: t, log };
}

describe('the request id', () => {
  it('is made when none is sent, returned, and on the access line', async () => {
    const { app, log } = appWithLog();
    const res = await app.request(API.health);
    const id = res.headers.get('X-Request-Id') ?? '';
    expect(id).toMatch(MADE_ID);
    expect(log.entries()).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        reqId: id,
        method: 'GET',
        route: API.health,
        path: API.health,
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it.each(['abc-123', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'req_01.HX9'])(
    'keeps a sane one: %s',
    async (given) => {
      const { app, log } = appWithLog();
      const res = await app.request(API.health, { headers: { 'X-Request-Id': given } });
      expect(res.headers.get('X-Request-Id')).toBe(given);
      expect(log.entries()[0]?.reqId).toBe(given);
    },
  );

  it.each([
    ['too long', 'a'.repeat(65)],
    ['markup', '<script>alert(1)</script>'],
    ['spaces and quotes', 'id" injected="yes'],
    ['a log line', 'x\\n{"level":"fatal"}'],
  ])('replaces one with %s and never logs it', async (_, given) => {
    const { app, log } = appWithLog();
    const res = await app.request(API.health, { headers: { 'X-Request-Id': given } });
    const id = res.headers.get('X-Request-Id') ?? '';
    expect(id).toMatch(MADE_ID);
    expect(log.entries()[0]?.reqId).toBe(id);
    expect(log.text()).not.toContain(given);
  });

  it('is on every line logged while the request runs, an error included', async () => {
    const { app, log } = appWithLog();
    app.app.get('/api/test-explode', () => {
      throw new Error('boom');
    });
    const res = await app.request('/api/test-explode', { headers: { 'X-Request-Id': 'trace-7' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('X-Request-Id')).toBe('trace-7');
    const [error, access] = log.entries();
    expect(error).toMatchObject({
      level: 'error',
      reqId: 'trace-7',
      msg: 'GET /api/test-explode failed',
      err: { message: 'boom' },
    });
    expect(access).toMatchObject({ reqId: 'trace-7', status: 500, route: '/api/test-explode' });

    // The app's own messages too (here the confirmation mail written to the log).
    const signUp = { headers: { 'X-Request-Id': 'signup-1' } };
    expect((await app.post(API.register, registration(), signUp)).status).toBe(201);
    const mail = log.entries().find((e) => String(e.msg).startsWith('Mail to '));
    expect(mail?.reqId).toBe('signup-1');
  });

  it('is also on a refusal by a middleware, with the route it was meant for', async () => {
    const { app, log } = appWithLog();
    const res = await app.post(
      API.newsletter,
      { email: 'a@example.com' },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(log.entries().at(-1)).toMatchObject({
      reqId: res.headers.get('X-Request-Id'),
      status: 403,
      method: 'POST',
    });
  });
});
