/**
 * Storage under a write flood (PITFALLS.md "SQLite under load"): 50,000 keyed submissions through
 * the real app, in process (app.request, no socket), into a temporary database file; prints the
 * database and WAL sizes after the load, after a pause (the server's own timer is not running
 * here) and after the TRUNCATE checkpoint that server.ts runs every 5 minutes.
 * `BENCH_STORAGE=1 npm run bench`, or `tsx scripts/bench/storage.ts`. BENCH_STORAGE_WRITES and
 * BENCH_STORAGE_PAUSE_MS (default 5000; 60000 for "a minute later") change the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API, IDEMPOTENCY_HEADER } from '@shared/api';
import { createApp } from '../../api/app';
import { checkpoint, closeDb, migrate, openDb } from '../../api/db/client';
import { loadEnv } from '../../api/env';
import { dbFileSizes } from './db-files';
import { heading, row } from './stats';
import { seed } from '../../api/catalog';

const WRITES = Number(process.env.BENCH_STORAGE_WRITES ?? 50_000);
const PAUSE_MS = Number(process.env.BENCH_STORAGE_PAUSE_MS ?? 5000);
/** in flight at once; app.request is in process, so this only interleaves the awaits */
const BATCH = 100;

const bodyFor = (i: number): [string, Record<string, unknown>] => {
  switch (i % 3) {
    case 0:
      return [
        API.waitlist,
        {
          firstName: 'Bench',
          lastName: `Member ${i}`,
          email: `b${i}@example.com`,
          phoneNumber: '+1 555 010 0199',
        },
      ];
    case 1:
      return [API.newsletter, { email: `reader${i}@example.com` }];
    default:
      return [
        API.contact,
        {
          name: `Bench ${i}`,
          email: `c${i}@example.com`,
          type: 'general',
          message: 'Hello '.repeat(20),
        },
      ];
  }
};

export async function benchStorage(): Promise<void> {
  heading(`Storage: ${WRITES} keyed writes in process into a file database`);
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-storage-'));
  const path = join(dir, 'club.db');
  const db = openDb(path);
  try {
    migrate(db);
    seed(db);
    const env = loadEnv({
      NODE_ENV: 'production',
      RATE_LIMITS: 'off-for-load-test',
      PUBLIC_URL: 'http://localhost',
    });
    const app = createApp({ db, env, log: () => {} });
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let i = 0; i < WRITES; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, WRITES - i) }, async (_, j) => {
        const [url, body] = bodyFor(i + j);
        const res = await app.request(url, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {
            'Content-Type': 'application/json',
            'Sec-Fetch-Site': 'same-origin',
            [IDEMPOTENCY_HEADER]: `bench-${i + j}`,
          },
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      });
      await Promise.all(batch);
    }
    const seconds = (performance.now() - started) / 1000;
    row('answers', [...statuses].map(([s, n]) => `${n} x ${s}`).join(', '));
    row('time', `${seconds.toFixed(1)} s (${Math.round(WRITES / seconds)} writes/s)`);
    row('after the load', dbFileSizes(path));
    await sleep(PAUSE_MS);
    row(`${(PAUSE_MS / 1000).toFixed(0)} s later`, dbFileSizes(path));
    const result = checkpoint(db);
    row('after wal_checkpoint(TRUNCATE)', `${dbFileSizes(path)} (busy ${result.busy})`);
  } finally {
    closeDb(db);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStorage();
