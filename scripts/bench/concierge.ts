/**
 * The console's booking list with 100,000 bookings (issue 22 asks every list to load in under
 * 300 ms at that size): seeds a temporary database file, then times GET /api/concierge/bookings
 * in-process (app.request, no socket) without and with each filter, the search and a deep page.
 * Part of `npm run bench` (about 8 s; BENCH_CONCIERGE=0 skips it), or `tsx scripts/bench/concierge.ts`;
 * BENCH_CONCIERGE_ROWS and BENCH_CONCIERGE_RUNS change the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type PageOf, type ConciergeBooking } from '@shared/api';
import { createApp } from '../../api/app';
import { createSession, generateSessionToken } from '../../api/auth/sessions';
import { closeDb, migrate, openDb, type Db } from '../../api/db/client';
import { seed } from '../../api/db/seed';
import { loadEnv } from '../../api/env';
import { formatTiming, heading, row, timeEach } from './stats';

const ROWS = Number(process.env.BENCH_CONCIERGE_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_CONCIERGE_RUNS ?? 30);
const STATUSES = ['pending', 'quoted', 'confirmed', 'completed', 'declined', 'cancelled'];
const NAMES = ['Amelia', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jun'];

function seedBookings(db: Db, rows: number): string {
  const destinations = db.$client.prepare('SELECT id FROM destinations').pluck().all() as string[];
  const jets = db.$client.prepare('SELECT id FROM private_jets').pluck().all() as string[];
  const insert = db.$client.prepare(
    `INSERT INTO bookings (id, destination_id, jet_id, guest_name, guest_email, guest_phone,
       departure_date, return_date, guests, jet_price_cents, total_price_cents, status,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '+1 555 010 2030', ?, ?, 2, 2700000, 2967000, ?, ?, ?)`,
  );
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  db.$client.transaction(() => {
    for (let i = 0; i < rows; i++) {
      const created = new Date(start + i * 60_000).toISOString();
      const departure = new Date(start + (i % 900) * 86_400_000).toISOString().slice(0, 10);
      const name = `${NAMES[i % NAMES.length]} Guest${i}`;
      insert.run(
        `bench-${i}`,
        destinations[i % destinations.length],
        jets[i % jets.length],
        name,
        `guest${i}@example.com`,
        departure,
        departure,
        STATUSES[i % STATUSES.length],
        created,
        created,
      );
    }
  })();
  return destinations[0] ?? '';
}

export async function benchConcierge(): Promise<void> {
  heading(`Console: GET ${API.conciergeBookings} over ${ROWS.toLocaleString('en-US')} bookings`);
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-concierge-'));
  const db = openDb(join(dir, 'club.db'));
  try {
    migrate(db);
    seed(db);
    const seeding = performance.now();
    const destination = seedBookings(db, ROWS);
    db.$client.pragma('optimize');
    row('seeded', `${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const adminId = crypto.randomUUID();
    db.$client
      .prepare(
        "INSERT INTO users (id, email, role, created_at, updated_at) VALUES (?, ?, 'admin', ?, ?)",
      )
      .run(adminId, 'bench-admin@club.test', new Date().toISOString(), new Date().toISOString());
    const token = generateSessionToken();
    createSession(db, token, adminId, new Date());
    const env = loadEnv({
      NODE_ENV: 'production',
      RATE_LIMITS: 'off',
      PUBLIC_URL: 'http://localhost',
    });
    const app = createApp({ db, env, log: () => {} });

    const cases: [string, string][] = [
      ['no filter, page 1', ''],
      ['status=quoted', 'status=quoted'],
      ['destination', `destinationId=${destination}`],
      ['dates (one month)', 'from=2024-03-01&to=2024-03-31'],
      ['search q=guest4242', 'q=guest4242'],
      ['search q=amelia (many hits)', 'q=amelia'],
      [
        'status + destination + dates',
        `status=pending&destinationId=${destination}&from=2024-01-01&to=2024-12-31`,
      ],
      ['page 400 of 50', 'page=400'],
      ['pageSize=200', 'pageSize=200'],
    ];
    for (const [label, query] of cases) {
      let total = 0;
      const timing = await timeEach(RUNS, async () => {
        const res = await app.request(`${API.conciergeBookings}?${query}`, {
          headers: { Cookie: `session=${token}` },
        });
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
        total = ((await res.json()) as PageOf<ConciergeBooking>).total;
      });
      row(label, `${formatTiming(timing)}  total ${total}`);
    }
  } finally {
    closeDb(db);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchConcierge();
