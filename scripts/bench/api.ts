/** Section 2: the Hono app in-process on an in-memory SQLite, driven through app.request(). */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@shared/api';
import { createApp } from '../../api/app';
import { closeDb, migrate, openDb } from '../../api/db/client';
import { loadEnv } from '../../api/env';
import { formatTiming, heading, row, timeEach } from './stats';
import { seed } from '../../api/catalog';

const READS = 2000;
const WRITES = 500;

export async function benchApi(): Promise<void> {
  heading(`API in-process (':memory:' SQLite, app.request)`);
  const db = openDb(':memory:');
  migrate(db);
  seed(db);
  // Latency, not the flood guard: the write limit would answer most of these 429.
  const app = createApp({ db, env: loadEnv({ RATE_LIMITS: 'off' }), log: () => {} });
  const unexpected = new Map<number, number>();
  const check = (res: Response, ok: number) => {
    if (res.status !== ok) unexpected.set(res.status, (unexpected.get(res.status) ?? 0) + 1);
  };

  try {
    const reads = await timeEach(READS, async () => {
      const res = await app.request('/api/destinations');
      check(res, 200);
      await res.arrayBuffer();
    });
    row(`GET /api/destinations x${READS}`, formatTiming(reads));

    const writes = await timeEach(WRITES, async (i) => {
      const res = await app.request('/api/waitlist', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Sec-Fetch-Site': 'same-origin',
          [IDEMPOTENCY_HEADER]: randomUUID(),
        },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: `Member ${i}`,
          email: `bench.${i}@example.com`,
          phoneNumber: '+1 555 010 0199',
        }),
      });
      check(res, 201);
      await res.arrayBuffer();
    });
    row(`POST /api/waitlist x${WRITES} (new keys)`, formatTiming(writes));
    for (const [status, n] of unexpected) row('unexpected answers', `${n} x ${status}`);
  } finally {
    closeDb(db);
  }
}
