/**
 * Issue 23's stream figures: 1,000 open GET /api/sync/events streams on one server process (100
 * members with 10 each, the per-member cap), over real sockets from plain node:http clients. The
 * server runs in a child (live-sync-child.ts), so its memory growth is its own. Then pokes, timed
 * from the write until the last stream heard `change`: a change to all 100 members made in the
 * server (as after an API write), the same made by another process (found by the hub's poll), and
 * one member's profile PUT over HTTP until their 10 streams heard it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@shared/api';
import { SYNC_STREAMS_PER_MEMBER } from '@shared/sync-api';
import { closeDb, openDb } from '../../api/db/client';
import { FEED_POLL_MS } from '../../api/sync/sync-hub';
import type { ChildAnswer, ChildReady, ChildRequest } from './live-sync-child';
import { arrivals, openStream, putProfile, type Stream } from './live-sync-client';
import { heading, percentile, row } from './stats';

const MEMBERS = Number(process.env.BENCH_LIVE_SYNC_MEMBERS ?? 100);
const STREAMS = MEMBERS * SYNC_STREAMS_PER_MEMBER;
const ROUNDS = Math.max(1, Number(process.env.BENCH_LIVE_SYNC_ROUNDS ?? 5));
/** Streams opened at once while filling up. */
const OPENING_BATCH = 50;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

function startChild(dbPath: string): Promise<{ child: ChildProcess; ready: ChildReady }> {
  const child = fork(fileURLToPath(new URL('./live-sync-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_DB: dbPath, BENCH_MEMBERS: String(MEMBERS) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: ChildReady) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`live-sync-child exited with ${code}`)));
  });
}

function ask(child: ChildProcess, message: ChildRequest): Promise<ChildAnswer> {
  return new Promise((resolve) => {
    child.once('message', (answer: ChildAnswer) => resolve(answer));
    child.send(message);
  });
}

async function memoryOf(child: ChildProcess) {
  const answer = await ask(child, { type: 'memory' });
  if (answer.type !== 'memory') throw new Error('live-sync-child answered something else');
  return answer;
}

/**
 * ROUNDS times: `act` makes a change while `streams` listen; one row with when the last of them
 * heard it, each round (the first runs on a cold process), and what `act` says of the median one.
 */
async function pokeRounds(
  label: string,
  streams: Stream[],
  act: (round: number) => Promise<string>,
): Promise<void> {
  const lasts: number[] = [];
  const notes: string[] = [];
  let short = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    const heard = arrivals(streams, t0);
    notes.push(await act(r));
    const times = await heard;
    if (times.length < streams.length) short += 1;
    lasts.push(times[times.length - 1] ?? NaN);
  }
  const runs = lasts.map((t) => Math.round(t)).join(', ');
  const missing = short ? `  ${short} round(s) with streams that heard nothing in 5 s` : '';
  row(
    label,
    `last heard after ${runs} ms (median ${Math.round(median(lasts))} ms)${missing}  ` +
      `${notes[0] ?? ''}`,
  );
}

export async function benchStreams(): Promise<void> {
  heading(
    `Live sync: ${STREAMS.toLocaleString('en-US')} open event streams on one server process ` +
      `(${MEMBERS} members x ${SYNC_STREAMS_PER_MEMBER}, node:http clients, ${ROUNDS} rounds)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-live-streams-'));
  const dbPath = join(dir, 'club.db');
  const { child, ready } = await startChild(dbPath);
  const streams: Stream[] = [];
  try {
    const { port, members } = ready;
    const tokenOf = (m: number) => members[m]?.token ?? '';
    // Warm-up: the first streams compile the routes and grow the heap once; not the streams' cost.
    const warm = await Promise.all(
      Array.from({ length: SYNC_STREAMS_PER_MEMBER }, () => openStream(port, tokenOf(0), 0)),
    );
    for (const s of warm) s.req.destroy();
    await new Promise((done) => setTimeout(done, 300));
    const before = (await memoryOf(child)).usage;

    const opening = performance.now();
    const plan = Array.from({ length: STREAMS }, (_, i) => i % MEMBERS);
    for (let i = 0; i < plan.length; i += OPENING_BATCH) {
      const batch = plan.slice(i, i + OPENING_BATCH);
      streams.push(...(await Promise.all(batch.map((m) => openStream(port, tokenOf(m), m)))));
    }
    const openedMs = performance.now() - opening;
    const { usage: after, streams: held } = await memoryOf(child);
    row('opened', `${streams.length} in ${(openedMs / 1000).toFixed(1)} s (the hub holds ${held})`);
    const rss = after.rss - before.rss;
    row(
      'server RSS growth',
      `${mib(rss)} (${(rss / STREAMS / 1024).toFixed(1)} KiB a stream; ` +
        `${mib(before.rss)} -> ${mib(after.rss)})  (target < 100 MB)`,
    );
    row('server heap growth', mib(after.heapUsed - before.heapUsed));

    // Every API write ends with hub.check() in its own process (api/app.ts).
    await pokeRounds(`all ${STREAMS}, write in server`, streams, async (r) => {
      const written = await ask(child, { type: 'write', firstName: `Round${r}` });
      return written.type === 'written'
        ? `(first: write ${written.writeMs.toFixed(1)} ms, hub.check ${written.checkMs.toFixed(1)} ms)  (target < 1 s)`
        : '';
    });
    // Another process (the staff CLI): the hub finds its write at its next look at the feed.
    const other = openDb(dbPath);
    try {
      const rename = other.$client.prepare(
        'UPDATE users SET first_name = ?, updated_at = ? WHERE id = ?',
      );
      await pokeRounds(`all ${STREAMS}, other process`, streams, async (r) => {
        const now = new Date().toISOString();
        other.$client.transaction(() => {
          for (const m of members) rename.run(`Other${r}`, now, m.id);
        })();
        return `(the hub polls every ${FEED_POLL_MS} ms)`;
      });
    } finally {
      closeDb(other);
    }
    // One member's own edit through the whole API, to their streams only.
    const mine = streams.filter((s) => s.member === 1);
    await pokeRounds(`PUT ${API.profile}, ${mine.length} streams`, mine, async (r) => {
      const status = await putProfile(port, tokenOf(1), `Put${r}`);
      return `(answered ${status})`;
    });
  } finally {
    for (const s of streams) s.req.destroy();
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
