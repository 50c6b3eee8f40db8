/**
 * Sends the durable outbox: due items in seq order, one at a time, each with its Idempotency-Key,
 * recording each answer as outbox-policy.ts classifies it. One flush at a time per context and,
 * through the Web Locks API, across tabs and the service worker.
 */
import { IDEMPOTENCY_HEADER } from '@shared/api';
import { apiRequest } from './api';
import { db as defaultDb, type ClubDB, type OutboxItem } from './db';
import { currentOwnerId, sendableBy } from './outbox-owner';
import {
  SEND_TIMEOUT_MS,
  SENT_RETENTION_MS,
  STUCK_SENDING_MS,
  backoffDelay,
  classify,
} from './outbox-policy';
import { completePendingSignOut } from './sign-out';

const LOCK_NAME = 'club-outbox';

export interface FlushOptions {
  db?: ClubDB;
  now?: () => number;
  /**
   * Try every pending item now, back-off or not: for the moments DESIGN.md names (app start, the
   * `online` event, the worker's sync event), when the reason for waiting has likely gone.
   */
  ignoreBackoff?: boolean;
}

export interface FlushReport {
  sent: number;
  failed: number;
  auth: number;
  /** items left pending for a later attempt */
  retrying: number;
  /** the flush's latest request failed on the network: the connection is (still) down */
  offline: boolean;
}

interface RunningFlush {
  rerun: boolean;
  ignoreBackoff: boolean;
  promise: Promise<FlushReport>;
}
const running = new Map<string, RunningFlush>();

export function flushOutbox(opts: FlushOptions = {}): Promise<FlushReport> {
  const db = opts.db ?? defaultDb;
  const now = opts.now ?? Date.now;
  const current = running.get(db.name);
  if (current) {
    // The running pass may already have looked past what this caller wants sent (an item just
    // enqueued, the connection just back): go round once more when it ends.
    current.rerun = true;
    current.ignoreBackoff ||= opts.ignoreBackoff === true;
    return current.promise;
  }
  const state: RunningFlush = {
    rerun: true,
    ignoreBackoff: opts.ignoreBackoff === true,
    promise: Promise.resolve(emptyReport()),
  };
  state.promise = (async () => {
    const report = emptyReport();
    try {
      while (state.rerun) {
        const ignoreBackoff = state.ignoreBackoff;
        state.rerun = false;
        state.ignoreBackoff = false;
        await withLock((exclusive) => flushPass(db, now, ignoreBackoff, report, exclusive));
      }
    } finally {
      running.delete(db.name);
    }
    return report;
  })();
  running.set(db.name, state);
  return state.promise;
}

function emptyReport(): FlushReport {
  return { sent: 0, failed: 0, auth: 0, retrying: 0, offline: false };
}

async function withLock(fn: (exclusive: boolean) => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fn(false);
  await locks.request(LOCK_NAME, () => fn(true));
}

async function flushPass(
  db: ClubDB,
  now: () => number,
  ignoreBackoff: boolean,
  report: FlushReport,
  exclusive = false,
): Promise<void> {
  const t = now();
  if (ignoreBackoff) {
    // Due now, not due forever: an item that fails again gets a later time and ends the pass.
    await db.outbox
      .where('status')
      .equals('pending')
      .filter((item) => item.nextAttemptAt > t)
      .modify({ nextAttemptAt: t });
  }
  await db.outbox
    .where('status')
    .equals('sending')
    .filter((item) => exclusive || t - item.updatedAt > STUCK_SENDING_MS)
    .modify({ status: 'pending', updatedAt: t });
  await db.outbox
    .where('status')
    .equals('sent')
    .filter((item) => t - item.updatedAt > SENT_RETENTION_MS)
    .delete();
  if (!(await completePendingSignOut(db))) {
    report.offline = true;
    return;
  }

  for (;;) {
    const item = await claimNext(db, now());
    if (!item) return;
    const outcome = await send(db, item, now);
    if (outcome === 'offline') {
      report.retrying += 1;
      report.offline = true;
      // Don't hammer the rest of the queue while the connection is down: they wait as long.
      const resumeAt = (await db.outbox.get(item.seq as number))?.nextAttemptAt ?? 0;
      await db.outbox
        .where('status')
        .equals('pending')
        .filter((other) => other.nextAttemptAt < resumeAt)
        .modify({ nextAttemptAt: resumeAt });
      return;
    }
    report[outcome] += 1;
    report.offline = false; // the network answered
  }
}

/**
 * Takes the first due pending item the signed-in member may send and marks it sending,
 * atomically, so no context sends twice.
 */
async function claimNext(db: ClubDB, t: number): Promise<OutboxItem | undefined> {
  return db.transaction('rw', db.outbox, db.session, async () => {
    const maySend = sendableBy(await currentOwnerId(db));
    const item = await db.outbox
      .where('status')
      .equals('pending')
      .filter((candidate) => candidate.nextAttemptAt <= t && maySend(candidate))
      .first();
    if (item?.seq === undefined) return undefined;
    await db.outbox.update(item.seq, { status: 'sending', updatedAt: t });
    return item;
  });
}

type Outcome = 'sent' | 'failed' | 'auth' | 'retrying' | 'offline';

async function send(db: ClubDB, item: OutboxItem, now: () => number): Promise<Outcome> {
  const seq = item.seq as number; // claimNext only returns stored rows
  const attempts = item.attempts + 1;
  try {
    const response = await apiRequest<unknown>(item.url, {
      method: item.method,
      body: item.body,
      headers: { [IDEMPOTENCY_HEADER]: item.idempotencyKey ?? item.id },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await db.outbox.update(seq, {
      status: 'sent',
      attempts,
      response,
      error: undefined,
      issues: undefined,
      updatedAt: now(),
    });
    return 'sent';
  } catch (err) {
    const verdict = classify(err);
    const t = now();
    if (verdict.kind === 'offline' || verdict.kind === 'retry') {
      await db.outbox.update(seq, {
        status: 'pending',
        attempts,
        nextAttemptAt: t + backoffDelay(attempts),
        error: verdict.message,
        updatedAt: t,
      });
      return verdict.kind === 'offline' ? 'offline' : 'retrying';
    }
    await db.outbox.update(seq, {
      status: verdict.kind,
      attempts,
      error: verdict.message,
      issues: verdict.kind === 'failed' ? verdict.issues : undefined,
      response: verdict.kind === 'failed' ? verdict.body : undefined,
      updatedAt: t,
    });
    return verdict.kind;
  }
}
