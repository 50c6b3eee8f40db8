/**
 * Backups of a large database (issue 25): fills a throw-away database under /tmp to
 * BENCH_BACKUP_MB (default 1024, so the figure is the issue's "1 GB"), then times `npm run
 * backup`'s function (copy with SQLite's backup API, integrity_check, fsync) and the check alone;
 * then serves that database with the real server and samples GET /healthz while the server's own
 * BACKUP_INTERVAL path (the backup script as a child process) runs, to show requests are not held
 * up. Everything is deleted afterwards. `BENCH_BACKUP=0 npm run bench` skips it;
 * `tsx scripts/bench/backup.ts` runs it alone.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { backup } from '../../api/ops/backup/backup';
import { checkpoint, closeDb, migrate, openDb } from '../../api/db/client';
import { freePort, startServer } from './app-server';
import { heading, percentile, row } from './stats';

const TARGET_MB = Number(process.env.BENCH_BACKUP_MB ?? 1024);
/** ~3 KB of text per row: contact messages, the largest rows the app stores. */
const ROWS_PER_BATCH = 20_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function fill(path: string): void {
  const db = openDb(path);
  try {
    migrate(db);
    const insert = db.$client.prepare(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS_PER_BATCH})
      INSERT INTO contact_messages (name, email, type, message, created_at, updated_at)
      SELECT 'Bench ' || i, 'bench' || i || '@example.com', 'general', hex(randomblob(1500)),
             '2026-11-26T04:00:00.000Z', '2026-11-26T04:00:00.000Z'
        FROM n`);
    while (statSync(path).size + sizeOf(`${path}-wal`) < TARGET_MB * 1024 * 1024) {
      insert.run();
      checkpoint(db);
    }
  } finally {
    closeDb(db);
  }
}

const sizeOf = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

/** GET /healthz latencies, one after another, until `until` resolves. */
async function sampleHealth(origin: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const samples: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${origin}/healthz`)).arrayBuffer();
    samples.push(performance.now() - started);
    await sleep(5);
  }
  return samples.sort((a, b) => a - b);
}

const latencies = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms, ` +
  `max ${(samples.at(-1) ?? 0).toFixed(1)} ms (${samples.length} requests)`;

export async function benchBackup(): Promise<void> {
  heading(`Backup: a ${TARGET_MB} MB database (BENCH_BACKUP=0 skips)`);
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-backup-'));
  const data = join(dir, 'data');
  const databasePath = join(data, 'club.db');
  const backupDir = join(data, 'backups');
  mkdirSync(data);
  try {
    const filling = performance.now();
    fill(databasePath);
    row('filled', `${mb(statSync(databasePath).size)} in ${seconds(performance.now() - filling)}`);

    const options = { databasePath, uploadsDir: join(data, 'uploads'), backupDir, keep: 2 };
    const result = await backup(options);
    const rate = statSync(databasePath).size / 1024 / 1024 / result.seconds;
    row('backup (copy, check, fsync)', `${result.seconds.toFixed(1)} s (${rate.toFixed(0)} MB/s)`);
    const copy = new Database(join(result.path, 'club.db'), { readonly: true });
    const checking = performance.now();
    copy.pragma('integrity_check');
    copy.close();
    row('  of which integrity_check', seconds(performance.now() - checking));

    const port = await freePort();
    const server = await startServer(join(dir, 'no-build'), data, port);
    try {
      const origin = `http://localhost:${port}`;
      const before = await sampleHealth(origin, sleep(2000));
      const started = performance.now();
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
        env: {
          ...process.env,
          DATABASE_PATH: databasePath,
          BACKUP_DIR: backupDir,
          BACKUP_KEEP: '2',
        },
        stdio: 'ignore',
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const during = await sampleHealth(origin, exited);
      const code = await exited;
      row(
        'backup beside the running server',
        `${seconds(performance.now() - started)} (exit ${code})`,
      );
      row('  GET /healthz before', latencies(before));
      row('  GET /healthz during', latencies(during));
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBackup();
