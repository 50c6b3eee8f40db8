/**
 * The console's lists with 100,000 rows in each table (issue 22 asks every list to load in under
 * 300 ms at that size): seeds a temporary database file (concierge-seed.ts), then times each list
 * in-process (app.request, no socket): the first page, filtered pages, a search and a deep page;
 * then the Today counts and a whole CSV export. Part of `npm run bench` (about a minute;
 * BENCH_CONCIERGE=0 skips it), or `tsx scripts/bench/concierge.ts`; BENCH_CONCIERGE_ROWS and
 * BENCH_CONCIERGE_RUNS change the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@shared/api';
import { CONCIERGE_API } from '@shared/concierge-api';
import { createApp } from '../../api/app';
import { createSession } from '../../api/auth/sessions';
import { closeDb, migrate, openDb, type Db } from '../../api/db/client';
import { benchEnv } from './bench-env';
import { seedConsole } from './concierge-seed';
import { formatTiming, heading, row, timeEach } from './stats';
import { generateSessionToken } from '../../api/lib/secret-tokens';
import { seed } from '../../api/catalog';

const ROWS = Number(process.env.BENCH_CONCIERGE_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_CONCIERGE_RUNS ?? 30);
/** A whole export is much longer than a page: fewer runs. */
const CSV_RUNS = Math.max(1, Math.ceil(RUNS / 10));

/** [label, query] pairs of one list: the first page, filters, a search and a deep page. */
type Cases = [string, string][];

function listCases(destination: string): [string, Cases][] {
  const deep = `page=${Math.max(1, Math.floor(ROWS / 50 / 5))}`;
  return [
    [
      API.conciergeBookings,
      [
        ['no filter, page 1', ''],
        ['status=quoted', 'status=quoted'],
        ['destination', `destinationId=${destination}`],
        ['dates (one month)', 'from=2024-03-01&to=2024-03-31'],
        [
          'status + destination + dates',
          `status=pending&destinationId=${destination}&from=2024-01-01&to=2024-12-31`,
        ],
        ['search q=guest4242', 'q=guest4242'],
        ['search q=amelia (many hits)', 'q=amelia'],
        [`deep ${deep}`, deep],
        ['pageSize=200', 'pageSize=200'],
      ],
    ],
    [
      CONCIERGE_API.waitlist,
      [
        ['no filter, page 1', ''],
        ['status=new', 'status=new'],
        ['search q=applicant4242', 'q=applicant4242'],
        [`deep ${deep}`, deep],
      ],
    ],
    [
      CONCIERGE_API.messages,
      [
        ['no filter, page 1', ''],
        ['kind=consultation&status=new', 'kind=consultation&status=new'],
        ['search q=sender4242', 'q=sender4242'],
        [`deep ${deep}`, deep],
      ],
    ],
    [
      CONCIERGE_API.orders,
      [
        ['no filter, page 1', ''],
        ['filter=paid&kind=product', 'filter=paid&kind=product'],
        ['filter=flagged (rare)', 'filter=flagged'],
        ['filter=unpaid', 'filter=unpaid'],
        ['search q=buyer4242', 'q=buyer4242'],
        [`deep ${deep}`, deep],
      ],
    ],
    [
      CONCIERGE_API.installments,
      [
        ['no filter, page 1', ''],
        ['status=failed', 'status=failed'],
        ['search q=buyer4242', 'q=buyer4242'],
        [`deep ${deep}`, deep],
      ],
    ],
    [
      CONCIERGE_API.members,
      [
        ['no filter, page 1', ''],
        ['membershipStatus=active', 'membershipStatus=active'],
        ['search q=member4242', 'q=member4242'],
        [`deep ${deep}`, deep],
      ],
    ],
  ];
}

function staffSession(db: Db): string {
  const adminId = crypto.randomUUID();
  const now = new Date().toISOString();
  db.$client
    .prepare(
      "INSERT INTO users (id, email, role, created_at, updated_at) VALUES (?, ?, 'admin', ?, ?)",
    )
    .run(adminId, 'bench-admin@club.test', now, now);
  const token = generateSessionToken();
  createSession(db, token, adminId, new Date());
  return token;
}

export async function benchConcierge(): Promise<void> {
  heading(`Console lists over ${ROWS.toLocaleString('en-US')} rows in each table`);
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-concierge-'));
  const db = openDb(join(dir, 'club.db'));
  try {
    migrate(db);
    seed(db);
    const seeding = performance.now();
    const { destination } = seedConsole(db, ROWS);
    row('seeded', `${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const headers = { Cookie: `session=${staffSession(db)}` };
    const app = createApp({ db, env: benchEnv(), log: () => {} });

    /** Times GET `path` `runs` times; `detail` says what the last answer held. */
    const time = async (
      label: string,
      path: string,
      runs: number,
      detail: (res: Response) => Promise<string>,
    ) => {
      let said = '';
      const timing = await timeEach(runs, async () => {
        const res = await app.request(path, { headers });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        said = await detail(res);
      });
      row(label, `${formatTiming(timing)}  ${said}`);
    };
    const total = async (res: Response) =>
      `total ${((await res.json()) as { total: number }).total}`;

    for (const [list, cases] of listCases(destination)) {
      console.log(`  GET ${list}`);
      for (const [label, query] of cases) {
        await time(`  ${label}`, `${list}?${query}`, RUNS, total);
      }
    }
    await time(`GET ${CONCIERGE_API.today}`, CONCIERGE_API.today, RUNS, async (res) => {
      const counts = Object.values((await res.json()) as Record<string, number>);
      return `${counts.length} counts`;
    });
    for (const list of ['orders', 'bookings'] as const) {
      await time(
        `GET ${CONCIERGE_API.csv(list)} (all rows)`,
        CONCIERGE_API.csv(list),
        CSV_RUNS,
        async (res) => {
          const bytes = (await res.arrayBuffer()).byteLength;
          return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
        },
      );
    }
  } finally {
    closeDb(db);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchConcierge();
