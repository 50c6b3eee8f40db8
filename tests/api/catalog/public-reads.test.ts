/**
 * The order of the app's middleware (api/app.ts) for the catalogue's public, cacheable reads: they
 * are answered before the session is looked up (no query of the sessions table, even with a
 * member's cookie), while a member's read behind them still sees its session.
 */
import type { Statement } from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@shared/api';
import { makeTestApp, type TestApp } from '../../helpers/api';
import { register } from '../../helpers/accounts';

let t: TestApp | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  t?.close();
});

/** Every SQL text the app prepares from now on. */
function watchQueries(app: TestApp): string[] {
  const seen: string[] = [];
  const client = app.db.$client;
  const prepare = client.prepare.bind(client);
  vi.spyOn(client, 'prepare').mockImplementation((sql: string) => {
    seen.push(sql);
    return prepare(sql) as Statement;
  });
  return seen;
}

const touchesSessions = (sql: string) => /\bsessions\b/i.test(sql);

describe('a public catalogue read', () => {
  it.each([API.destinations, API.featuredDestinations, API.jets, API.products, API.product(1)])(
    '%s is answered without looking up the session',
    async (path) => {
      t = makeTestApp();
      const { cookie } = await register(t);
      // Built once: the cache's first read queries the catalogue, never the sessions.
      await t.request(path);
      const queries = watchQueries(t);
      const res = await t.request(path, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      expect(queries.filter(touchesSessions)).toEqual([]);
      expect(res.headers.getSetCookie()).toEqual([]);
    },
  );

  it('leaves a member’s read its session', async () => {
    t = makeTestApp();
    const { cookie } = await register(t);
    const queries = watchQueries(t);
    const res = await t.request(API.authUser, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(queries.some(touchesSessions)).toBe(true);
  });
});
