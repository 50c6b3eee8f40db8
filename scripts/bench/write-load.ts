/**
 * Public writes under load against the real server: `tsx api/server.ts` as a child process on a
 * loopback port with a temporary database, hit by 200 keep-alive connections posting waitlist,
 * contact and newsletter bodies for a fixed time (the loop of load.ts, with bodies). Prints the
 * answers by class and the WAL size while running and after shutdown. Bounded in connections and
 * time, loopback only. BENCH_WRITE_SECONDS (default 10; the figure is 30),
 * BENCH_WRITE_CONNECTIONS (200) and BENCH_WRITE_LIMITS (on; off measures raw write throughput).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API } from '@shared/api';
import { dbFileSizes } from './db-files';
import { heading, row } from './stats';

const SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 200);
const LIMITS = process.env.BENCH_WRITE_LIMITS === 'off' ? 'off-for-load-test' : 'on';
const STARTUP_TIMEOUT_MS = 30_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const bodyFor = (i: number): [string, string] => {
  switch (i % 3) {
    case 0:
      return [
        API.waitlist,
        JSON.stringify({
          firstName: 'Load',
          lastName: `Test ${i}`,
          email: `l${i}@example.com`,
          phoneNumber: '+1 555 010 0199',
        }),
      ];
    case 1:
      return [API.newsletter, JSON.stringify({ email: `n${i}@example.com` })];
    default:
      return [
        API.contact,
        JSON.stringify({ name: `Load ${i}`, email: `c${i}@example.com`, message: 'Hello there.' }),
      ];
  }
};

async function waitForHealth(base: string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}${API.health}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`server did not answer on ${base} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function postLoad(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const counts = { ok: 0, limited: 0, other: 0, errors: 0 };
  const deadline = performance.now() + SECONDS * 1000;
  let n = 0;
  const once = () =>
    new Promise<void>((done) => {
      const [path, body] = bodyFor((n += 1));
      const req = request(
        `${base}${path}`,
        {
          agent,
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const s = res.statusCode ?? 0;
            if (s >= 200 && s < 300) counts.ok += 1;
            else if (s === 429) counts.limited += 1;
            else counts.other += 1;
            done();
          });
        },
      );
      req.on('error', () => {
        counts.errors += 1;
        done();
      });
      req.end(body);
    });
  const connection = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  agent.destroy();
  return counts;
}

export async function benchWriteLoad(): Promise<void> {
  heading(`Write load: ${CONNECTIONS} connections for ${SECONDS} s, RATE_LIMITS=${LIMITS}`);
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-writes-'));
  const dbPath = join(dir, 'club.db');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_PATH: dbPath,
      UPLOADS_DIR: join(dir, 'uploads'),
      STATIC_DIR: join(dir, 'no-build'),
      RATE_LIMITS: LIMITS,
      TRUST_PROXY: '',
      // A production server refuses to start without these said on purpose (api/env.ts).
      PAYMENTS: 'demo',
      MAIL: 'log',
      VAPID_SUBJECT: 'mailto:bench@club.example.com',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    await waitForHealth(base);
    const counts = await postLoad(base);
    const total = counts.ok + counts.limited + counts.other + counts.errors;
    row('requests', `${total} (${Math.round(total / SECONDS)}/s)`);
    row(
      '2xx / 429 / other / errors',
      `${counts.ok} / ${counts.limited} / ${counts.other} / ${counts.errors}`,
    );
    row('files while running', dbFileSizes(dbPath));
  } finally {
    child.kill('SIGTERM');
    const timeout = sleep(10_000).then(() => 'timeout' as const);
    if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
    row('files after shutdown', dbFileSizes(dbPath));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWriteLoad();
