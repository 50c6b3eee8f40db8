/** Section 3: the browser outbox on fake-indexeddb, flushed against a stub fetch. */
import 'fake-indexeddb/auto';
import { ClubDB } from '@app/local/db/db';
import { enqueue, flushOutbox } from '@app/local/outbox/outbox';
import { heading, row } from './stats';

const ITEMS = 500;

export async function benchOutbox(): Promise<void> {
  heading(`Local outbox (fake-indexeddb, stub fetch)`);
  const db = new ClubDB(`bench-${Date.now()}`);
  const realFetch = globalThis.fetch;
  let requests = 0;
  // Answers like POST /api/waitlist does, with no network: only the outbox's own cost is timed.
  globalThis.fetch = async () => {
    requests += 1;
    return new Response(JSON.stringify({ id: requests, message: 'Successfully Joined!' }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  try {
    const t0 = performance.now();
    for (let i = 0; i < ITEMS; i += 1) {
      await enqueue(
        {
          kind: 'waitlist',
          url: '/api/waitlist',
          body: { firstName: 'Bench', lastName: `${i}`, email: `b${i}@example.com` },
        },
        { db },
      );
    }
    const enqueued = performance.now() - t0;
    const t1 = performance.now();
    const report = await flushOutbox({ db });
    const flushed = performance.now() - t1;
    const perSec = (ms: number) => `${Math.round((ITEMS / ms) * 1000).toLocaleString('en-US')}/s`;
    row(`enqueue x${ITEMS}`, `${enqueued.toFixed(0)} ms  (${perSec(enqueued)})`);
    row(`flush x${ITEMS}`, `${flushed.toFixed(0)} ms  (${perSec(flushed)})`);
    row('flush report', `${report.sent} sent, ${report.failed} failed, ${requests} requests`);
  } finally {
    globalThis.fetch = realFetch;
    db.close();
    await db.delete();
  }
}
