/**
 * GET /healthz and /readyz (api/routes/probes.ts): small JSON, never cached, never the app's
 * HTML (a built app's shell answers every other unknown GET), and /readyz failing for each of
 * its reasons. /api/health is unchanged.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDb } from '@api/db/client';
import { MIN_FREE_DISK_BYTES } from '@api/ops/probe-routes';
import { API } from '@shared/api';
import { makeTestApp, type TestApp } from '../../helpers/api';
import { probeRoutes } from '@api/ops';
import { serveBuiltApp } from '@api/web';

let t: TestApp | undefined;
let dist: string | undefined;
afterEach(() => {
  t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const SHELL = '<!doctype html><title>shell</title>';

/** The app as server.ts serves it, with a build whose shell answers unknown page paths. */
function withBuiltApp(env: Record<string, string> = {}) {
  t = makeTestApp({ env });
  dist = mkdtempSync(join(tmpdir(), 'club-probes-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  serveBuiltApp(t.app, dist);
  return t;
}

describe('the probes', () => {
  it('answer small JSON, never cached, never the shell', async () => {
    const app = withBuiltApp();
    expect(await (await app.request('/some/page')).text()).toBe(SHELL);

    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(health.headers.get('Cache-Control')).toBe('no-store');
    expect(health.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await health.json()).toEqual({ status: 'ok' });

    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', disk: 'ok' },
    });

    const head = await app.request('/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    // Off without a token: a plain 404, not the shell; so is any other spelling or method.
    for (const [path, method] of [
      ['/metrics', 'GET'],
      ['/readyz/', 'GET'],
      ['/healthz/x', 'GET'],
      ['/metrics/', 'HEAD'],
      ['/healthz', 'POST'],
    ] as const) {
      const res = await app.request(path, { method });
      expect([path, method, res.status]).toEqual([path, method, 404]);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    }
  });

  it('leave /api/health as it was', async () => {
    t = makeTestApp();
    const res = await t.request(API.health);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['status', 'time']);
  });
});

describe('/readyz', () => {
  const readyz = (routes: ReturnType<typeof probeRoutes>) => routes.request('/readyz');

  it('is 503 when the disk is nearly full', async () => {
    t = makeTestApp();
    const res = await readyz(probeRoutes({ db: t.db, freeBytes: () => MIN_FREE_DISK_BYTES - 1 }));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'ok', disk: 'low' },
    });
  });

  it('is 503 while a migration is pending', async () => {
    const db = openDb(':memory:');
    db.$client.exec(
      'CREATE TABLE __drizzle_migrations (id INTEGER PRIMARY KEY, hash text, created_at numeric)',
    );
    db.$client
      .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
      .run('x', 1);
    const res = await readyz(probeRoutes({ db, freeBytes: () => MIN_FREE_DISK_BYTES }));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ checks: { migrations: 'pending' } });
    migrate(db);
    expect((await readyz(probeRoutes({ db, freeBytes: () => MIN_FREE_DISK_BYTES }))).status).toBe(
      200,
    );
    db.$client.close();
  });

  it('is 503 when the database does not answer, and says no more than that', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-probes-db-'));
    mkdirSync(join(dir, 'data'));
    const db = openDb(join(dir, 'data', 'club.db'));
    migrate(db);
    const routes = probeRoutes({ db, freeBytes: () => MIN_FREE_DISK_BYTES });
    db.$client.close();
    const res = await readyz(routes);
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      status: 'not ready',
      checks: { database: 'failing', migrations: 'unknown', disk: 'ok' },
    });
    expect(text).not.toContain(dir);
    rmSync(dir, { recursive: true, force: true });
  });
});
