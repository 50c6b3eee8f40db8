/**
 * Sends the durable outbox: due items in rounds, each with its Idempotency-Key, recording each
 * answer as outbox-policy.ts classifies it. Items for the same resource go in the order they were
 * made; independent ones go in parallel (bounded). One flush at a time per context and, through
 * the Web Locks API, across tabs and the service worker.
 */
import { IDEMPOTENCY_HEADER } from '@shared/api';
import { apiRequest, UnexpectedResponseError } from '../api';
import type { ClubDB, OutboxItem } from '../db/db';
import { DB_NAME, localDb } from '../db/local-db';
import { currentOwnerId, sendableBy } from './outbox-owner';
import {
  OUTBOX_EXPIRY_MS,
  SEND_TIMEOUT_MS,
  SENT_RETENTION_MS,
  STUCK_SENDING_MS,
  classify,
  jitteredDelay,
} from './outbox-policy';
import { isOutdated, OUTDATED_ITEM_MESSAGE } from './outbox-schemas';
import { completePendingSignOut } from '../session/sign-out';

const LOCK_NAME = 'club-outbox';
/** Requests in flight at once once the network has answered (the first of a pass goes alone). */
export const FLUSH_CONCURRENCY = 4;

export interface FlushOptions {
  db?: ClubDB;
  now?: () => number;
  /** Math.random by default; tests pass a fixed one to pin the jitter. */
  random?: () => number;
  /**
   * Try every pending item now, back-off or not: for the moments DESIGN.md names (app start, the
   * `online` event, the worker's sync event), when the reason for waiting has likely gone. A wait
   * the server asked for (Retry-After) still holds.
   */
  ignoreBackoff?: boolean;
}

export interface FlushReport {
  sent: number;
  failed: number;
  auth: number;
  /** items left pending for a later attempt */
  retrying: number;
  /** items found older than the server keeps keys, now waiting for the user */
  expired: number;
  /** the flush's latest request failed on the network: the connection is (still) down */
  offline: boolean;
}

/** A flush under way, as a caller sees it. */
export interface FlushHandle {
  done: Promise<FlushReport>;
  /** Settles if another tab or the worker holds the flush: this one waits for it to finish. */
  blocked: Promise<void>;
}

interface RunningFlush extends FlushHandle {
  rerun: boolean;
  ignoreBackoff: boolean;
  markBlocked: () => void;
}
const running = new Map<string, RunningFlush>();

/** Called with an item's id once this context has recorded the server's answer for it. */
const settledListeners = new Set<(id: string) => void>();
export function onItemSettled(listener: (id: string) => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

export function flushOutbox(opts: FlushOptions = {}): Promise<FlushReport> {
  return startFlush(opts).done;
}

export function startFlush(opts: FlushOptions = {}): FlushHandle {
  const name = opts.db?.name ?? DB_NAME;
  const current = running.get(name);
  if (current) {
    // The running pass may already have looked past what this caller wants sent (an item just
    // enqueued, the connection just back): go round once more when it ends.
    current.rerun = true;
    current.ignoreBackoff ||= opts.ignoreBackoff === true;
    return current;
  }
  const state: RunningFlush = {
    rerun: true,
    ignoreBackoff: opts.ignoreBackoff === true,
    done: Promise.resolve(emptyReport()),
    blocked: Promise.resolve(),
    markBlocked: () => {},
  };
  openGate(state);
  state.done = (async () => {
    const report = emptyReport();
    const db = opts.db ?? (await localDb());
    const pass = { db, now: opts.now ?? Date.now, random: opts.random ?? Math.random, report };
    try {
      while (state.rerun) {
        const ignoreBackoff = state.ignoreBackoff;
        state.rerun = false;
        state.ignoreBackoff = false;
        await withLock(
          () => state.markBlocked(),
          (exclusive) => {
            // Callers that arrive from now on get this context's own answers again.
            openGate(state);
            return flushPass({ ...pass, ignoreBackoff, exclusive });
          },
        );
      }
    } finally {
      running.delete(name);
    }
    return report;
  })();
  running.set(name, state);
  return state;
}

/** A fresh `blocked` promise, settled by markBlocked when the lock turns out to be held. */
function openGate(state: RunningFlush): void {
  state.blocked = new Promise<void>((resolve) => (state.markBlocked = resolve));
}

function emptyReport(): FlushReport {
  return { sent: 0, failed: 0, auth: 0, retrying: 0, expired: 0, offline: false };
}

async function withLock(
  onBusy: () => void,
  fn: (exclusive: boolean) => Promise<void>,
): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fn(false);
  const ran = await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await fn(true);
    return true;
  });
  if (ran) return;
  onBusy();
  await locks.request(LOCK_NAME, () => fn(true));
}

interface Pass {
  db: ClubDB;
  now: () => number;
  random: () => number;
  report: FlushReport;
  ignoreBackoff: boolean;
  /** this context holds the cross-context lock: any 'sending' item is a dead context's */
  exclusive: boolean;
}

async function flushPass(pass: Pass): Promise<void> {
  const { db, report } = pass;
  await tidy(pass);
  // The browser knows it has no network: an attempt could only fail, and would mark items
  // 'sending' meanwhile, when Discard is refused. The 'online' event flushes again.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    report.offline = true;
    return;
  }
  if (!(await completePendingSignOut(db))) {
    report.offline = true;
    return;
  }
  // The first request of a pass probes the connection alone; then up to FLUSH_CONCURRENCY go.
  let limit = 1;
  for (;;) {
    const batch = await claimBatch(pass, limit);
    if (batch.length === 0) return;
    const outcomes = await Promise.all(batch.map((item) => send(pass, item)));
    const offline = outcomes.some((outcome) => outcome === 'offline');
    for (const outcome of outcomes) {
      if (outcome === 'offline') report.retrying += 1;
      else report[outcome] += 1;
    }
    report.offline = offline;
    if (offline) {
      await holdWhileOffline(pass, batch);
      return;
    }
    limit = FLUSH_CONCURRENCY;
  }
}

/** Before sending: due-now for an immediate retry, dead 'sending' rows, old records, expiry. */
async function tidy({ db, now, ignoreBackoff, exclusive, report }: Pass): Promise<void> {
  const t = now();
  if (ignoreBackoff) {
    // Due now, not due forever: an item that fails again gets a later time and ends the pass.
    await db.outbox
      .where('status')
      .equals('pending')
      .filter((item) => item.nextAttemptAt > t && !((item.retryAfterAt ?? 0) > t))
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
  report.expired += await db.outbox
    .where('status')
    .equals('pending')
    .filter((item) => isExpired(item, t))
    .modify({ status: 'expired', updatedAt: t });
}

function isExpired(item: OutboxItem, t: number): boolean {
  return t - (item.renewedAt ?? item.createdAt) > OUTBOX_EXPIRY_MS;
}

/** Items for one resource must arrive in the order they were made; the rest are independent. */
function resourceOf(item: OutboxItem): string {
  if (item.kind === 'profile' || item.kind === 'select-destination') {
    return `${item.kind}:${item.ownerId ?? ''}`;
  }
  // A conversation's messages arrive in the order they were written, its read mark after them.
  if (item.kind === 'thread-message' || item.kind === 'thread-read') {
    return `thread:${item.url.replace(/\/(messages|read)$/, '')}`;
  }
  return `item:${item.id}`;
}

/**
 * Takes the first due item of each resource the signed-in member may send (at most `limit`) and
 * marks them sending, atomically, so no context sends twice. An item saved by another version
 * whose body no longer fits its schema is marked failed instead of being sent.
 */
async function claimBatch({ db, now, report }: Pass, limit: number): Promise<OutboxItem[]> {
  const t = now();
  return db.transaction('rw', db.outbox, db.session, async () => {
    const maySend = sendableBy(await currentOwnerId(db));
    // A resource with an item on the wire waits for its answer (few items are ever sending).
    const busy = new Set(
      (await db.outbox.where('status').equals('sending').toArray()).map(resourceOf),
    );
    // The status index keeps pending items in seq order: read only as far as the batch needs,
    // so a long queue costs a few reads per batch, not the whole queue every time.
    const candidates: OutboxItem[] = [];
    await db.outbox
      .where('status')
      .equals('pending')
      .until(() => candidates.length >= limit)
      .each((item) => {
        const resource = resourceOf(item);
        const free = !busy.has(resource);
        busy.add(resource); // a later item of this resource waits for this one, due or not
        if (free && item.nextAttemptAt <= t && maySend(item)) candidates.push(item);
      });
    const batch: OutboxItem[] = [];
    for (const item of candidates) {
      // tidy() expired the old items it saw; one saved, or grown old, since then is caught here.
      if (isExpired(item, t)) {
        await db.outbox.update(item.seq as number, { status: 'expired', updatedAt: t });
        report.expired += 1;
        continue;
      }
      if (isOutdated(item)) {
        await db.outbox.update(item.seq as number, {
          status: 'failed',
          error: OUTDATED_ITEM_MESSAGE,
          updatedAt: t,
        });
        report.failed += 1;
        continue;
      }
      await db.outbox.update(item.seq as number, { status: 'sending', updatedAt: t });
      batch.push(item);
    }
    return batch;
  });
}

/** Don't hammer the rest of the queue while the connection is down: they wait as long. */
async function holdWhileOffline({ db }: Pass, batch: OutboxItem[]): Promise<void> {
  const seqs = batch.map((item) => item.seq as number);
  const tried = await db.outbox.bulkGet(seqs);
  const resumeAt = Math.max(0, ...tried.map((item) => item?.nextAttemptAt ?? 0));
  await db.outbox
    .where('status')
    .equals('pending')
    .filter((other) => other.nextAttemptAt < resumeAt)
    .modify({ nextAttemptAt: resumeAt });
}

type Outcome = 'sent' | 'failed' | 'auth' | 'retrying' | 'offline';

async function send(pass: Pass, item: OutboxItem): Promise<Outcome> {
  try {
    return await record(pass, item);
  } finally {
    for (const listener of settledListeners) listener(item.id);
  }
}

async function record({ db, now, random }: Pass, item: OutboxItem): Promise<Outcome> {
  const seq = item.seq as number; // claimBatch only returns stored rows
  const attempts = item.attempts + 1;
  const cleared = { httpStatus: undefined, retryAfterAt: undefined };
  try {
    const response = await apiRequest<unknown>(item.url, {
      method: item.method,
      body: item.body,
      headers: {
        [IDEMPOTENCY_HEADER]: item.idempotencyKey ?? item.id,
        ...(item.ifMatch === undefined ? {} : { 'If-Match': item.ifMatch }),
      },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    // Every outbox route answers with JSON: an empty 2xx came from something in between.
    if (response === null) throw new UnexpectedResponseError(`Empty answer from ${item.url}`);
    await db.outbox.update(seq, {
      ...cleared,
      status: 'sent',
      attempts,
      response,
      error: undefined,
      issues: undefined,
      updatedAt: now(),
    });
    return 'sent';
  } catch (err) {
    const t = now();
    const verdict = classify(err, t);
    if (verdict.kind === 'offline' || verdict.kind === 'retry') {
      const retryAt = verdict.kind === 'retry' ? verdict.retryAt : undefined;
      await db.outbox.update(seq, {
        status: 'pending',
        attempts,
        nextAttemptAt: retryAt ?? t + jitteredDelay(attempts, random),
        retryAfterAt: retryAt,
        httpStatus: verdict.kind === 'retry' ? verdict.status : undefined,
        error: verdict.message,
        updatedAt: t,
      });
      return verdict.kind === 'offline' ? 'offline' : 'retrying';
    }
    await db.outbox.update(seq, {
      ...cleared,
      status: verdict.kind,
      attempts,
      error: verdict.message,
      httpStatus: (err as { status?: number }).status,
      issues: verdict.kind === 'failed' ? verdict.issues : undefined,
      response: verdict.kind === 'failed' ? verdict.body : undefined,
      updatedAt: t,
    });
    return verdict.kind;
  }
}
