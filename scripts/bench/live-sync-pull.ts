/**
 * Issue 23's pull figure: GET /api/sync for a member with 200 bookings and 200 orders, among other
 * members' rows, in-process (app.request, no socket): the full snapshot, then a delta after a few
 * changes. Target: under 50 ms on the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SYNC_API, type SyncPull } from '@shared/sync-api';
import { createApp } from '../../api/app';
import { closeDb, migrate, openDb, type Db } from '../../api/db/client';
import { seedConsole } from './concierge-seed';
import { benchEnv } from './bench-env';
import { addMember, fillMember, type BenchMember } from './live-sync-members';
import { formatTiming, heading, kib, row, timeEach } from './stats';
import { seed } from '../../api/catalog';

const RECORDS = Number(process.env.BENCH_LIVE_SYNC_RECORDS ?? 200);
const RUNS = Number(process.env.BENCH_LIVE_SYNC_RUNS ?? 50);
/** Other members' bookings, orders and feed rows the queries must step over. */
const OTHER_ROWS = 5_000;
const WARM_UP = 5;
/** What Chromium sends: the answer goes out compressed, as it does to the app. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** A few changes of the kinds the feed carries: a profile edit, booking and order updates. */
function changeSome(db: Db, member: BenchMember): string {
  const sqlite = db.$client;
  const now = new Date().toISOString();
  sqlite.transaction(() => {
    sqlite
      .prepare('UPDATE users SET first_name = ?, updated_at = ? WHERE id = ?')
      .run('Ada', now, member.id);
    for (const i of [3, 77, 150]) {
      sqlite
        .prepare(
          "UPDATE bookings SET status = 'confirmed', staff_note = ?, updated_at = ? WHERE id = ?",
        )
        .run('Confirmed by phone.', now, `${member.id}-booking-${i}`);
    }
    for (const i of [1, 120]) {
      sqlite
        .prepare('UPDATE orders SET shipped_at = ?, carrier = ?, updated_at = ? WHERE id = ?')
        .run(now, 'DHL', now, `${member.id}-order-${i}`);
    }
  })();
  return '1 profile, 3 bookings, 2 orders';
}

export async function benchPull(): Promise<void> {
  heading(
    `Live sync: GET ${SYNC_API.pull} for a member with ${RECORDS} bookings and ${RECORDS} orders ` +
      `(in-process, ${RUNS} runs)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-live-pull-'));
  const db = openDb(join(dir, 'club.db'));
  try {
    migrate(db);
    seed(db);
    seedConsole(db, OTHER_ROWS);
    const member = addMember(db, 'busy');
    fillMember(db, member, RECORDS);
    const app = createApp({ db, env: benchEnv(), log: () => {} });
    const cookie = `session=${member.token}`;

    /** Times GET `path` RUNS times after a warm-up; says what the last answer held. */
    const time = async (label: string, path: string, encoding?: string) => {
      const headers: Record<string, string> = { Cookie: cookie };
      if (encoding) headers['Accept-Encoding'] = encoding;
      let bytes = 0;
      let answer: SyncPull | undefined;
      const once = async () => {
        const res = await app.request(path, { headers });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        const body = await res.arrayBuffer();
        bytes = body.byteLength;
        if (!encoding) answer = JSON.parse(new TextDecoder().decode(body)) as SyncPull;
      };
      for (let i = 0; i < WARM_UP; i++) await once();
      const timing = await timeEach(RUNS, once);
      const held = answer
        ? `${answer.profile ? 'profile, ' : ''}${answer.bookings.length} bookings, ` +
          `${answer.orders.length} orders, ` +
          `${answer.consultations.length} consultations, `
        : '';
      row(label, `${formatTiming(timing)}  ${held}${kib(bytes)}  (target < 50 ms)`);
      return answer;
    };

    const full = await time('snapshot (no cursor)', SYNC_API.pull);
    await time('snapshot, compressed (as Chromium)', SYNC_API.pull, BROWSER_ENCODING);
    const since = `${SYNC_API.pull}?since=${encodeURIComponent(full?.cursor ?? '')}`;
    const changed = changeSome(db, member);
    row('then changed', changed);
    await time('delta (?since=cursor)', since);
  } finally {
    closeDb(db);
    rmSync(dir, { recursive: true, force: true });
  }
}
