/**
 * Child process for the event-stream bench: the real app on a loopback port with its own sync hub,
 * over the database file the parent names, with MEMBERS members signed in. Its memory is its own,
 * so the parent can read what the open streams cost. Started with --expose-gc.
 *
 * IPC: it sends {port, members} once listening; it answers 'memory' with its memoryUsage after a
 * collection, and 'write' with one transaction that changes every member's profile, followed by
 * hub.check() exactly as after an API write (api/app.ts), answering the write's duration.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../api/app';
import { migrate, openDb } from '../../api/db/client';
import { systemClock } from '../../api/runtime';
import { benchEnv } from './bench-env';
import { addMember } from './live-sync-members';
import { seed } from '../../api/catalog';
import { SyncHub } from '../../api/sync';

export type ChildRequest = { type: 'memory' } | { type: 'write'; firstName: string };
export type ChildAnswer =
  | { type: 'memory'; usage: NodeJS.MemoryUsage; streams: number }
  | { type: 'written'; writeMs: number; checkMs: number };
export interface ChildReady {
  type: 'ready';
  port: number;
  members: { id: string; token: string }[];
}

const path = process.env.BENCH_DB ?? ':memory:';
const count = Number(process.env.BENCH_MEMBERS ?? 100);
const db = openDb(path);
migrate(db);
seed(db);
const members = Array.from({ length: count }, (_, i) => addMember(db, `stream-${i}`));
const hub = new SyncHub(db, systemClock);
const app = createApp({ db, env: benchEnv(), log: () => {}, syncHub: hub });
const rename = db.$client.prepare('UPDATE users SET first_name = ?, updated_at = ? WHERE id = ?');
// --expose-gc gives it; without it the figures include garbage not yet collected.
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

process.on('message', (message: ChildRequest) => {
  if (message.type === 'memory') {
    collect();
    collect();
    const answer: ChildAnswer = { type: 'memory', usage: process.memoryUsage(), streams: hub.size };
    process.send?.(answer);
    return;
  }
  const t0 = performance.now();
  const now = new Date().toISOString();
  db.$client.transaction(() => {
    for (const m of members) rename.run(message.firstName, now, m.id);
  })();
  const t1 = performance.now();
  hub.check();
  const answer: ChildAnswer = {
    type: 'written',
    writeMs: t1 - t0,
    checkMs: performance.now() - t1,
  };
  process.send?.(answer);
});

serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  const ready: ChildReady = {
    type: 'ready',
    port: info.port,
    members: members.map(({ id, token }) => ({ id, token })),
  };
  process.send?.(ready);
});
process.on('disconnect', () => process.exit(0));
