/**
 * The platform's probes (Kubernetes' conventions): GET /healthz says the process answers, and
 * GET /readyz that it can serve: the database answers a query, every migration is applied and its
 * disk has room. Small JSON, never cached, never the app's HTML and never a detail an outsider
 * could use (no paths, no error text). /api/health stays as the app knows it.
 */
import { dirname, resolve } from 'node:path';
import { Hono } from 'hono';
import { migrationsApplied, type Db } from '../db/client';
import { freeDiskBytes } from './disk-space';

/** Below this the WAL (up to 64 MiB between checkpoints) and a day's writes may not fit. */
export const MIN_FREE_DISK_BYTES = 256 * 1024 * 1024;

type Check = 'ok' | 'failing' | 'pending' | 'low' | 'unknown';
export interface ReadyResponse {
  status: 'ready' | 'not ready';
  checks: { database: Check; migrations: Check; disk: Check };
}

export interface ProbeDeps {
  db: Db;
  /** free bytes where the database lives; replaced in tests */
  freeBytes?: () => number;
}

export function probeRoutes({ db, freeBytes }: ProbeDeps) {
  const file = db.$client.name;
  const folder = file === '' || file === ':memory:' ? process.cwd() : dirname(resolve(file));
  const free = freeBytes ?? (() => freeDiskBytes(folder));

  const checks = (): ReadyResponse['checks'] => {
    let database: Check = 'ok';
    let migrations: Check = 'unknown';
    try {
      db.$client.prepare('SELECT 1').get();
      migrations = migrationsApplied(db) ? 'ok' : 'pending';
    } catch {
      database = 'failing';
    }
    let disk: Check;
    try {
      disk = free() >= MIN_FREE_DISK_BYTES ? 'ok' : 'low';
    } catch {
      disk = 'unknown';
    }
    return { database, migrations, disk };
  };

  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' as const });
    })
    .get('/readyz', (c) => {
      c.header('Cache-Control', 'no-store');
      const result = checks();
      const ready = Object.values(result).every((check) => check === 'ok');
      const body: ReadyResponse = { status: ready ? 'ready' : 'not ready', checks: result };
      return c.json(body, ready ? 200 : 503);
    });
}
