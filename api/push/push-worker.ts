/**
 * Sends the push queue (push-queue.ts), as the mail worker sends the mail outbox: every few
 * seconds, the due deliveries, oldest first, each claimed before it is sent so two workers (or a
 * run that overlaps the last) never send one twice. web-push encrypts the payload (aes128gcm) and
 * signs the VAPID header; the request itself goes through fetch, which also reaches the plain-http
 * origins of PUSH_ALLOWED_ORIGINS and is told not to follow redirects. The push service's answer
 * decides: 2xx sent; 404 or 410 the subscription is gone and deleted; 429 or 5xx, or no answer,
 * retried after its back-off (or Retry-After); any other answer given up, with a line in the log.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '../db/client';
import { pushQueue, pushSubscriptions } from '../db/schema/push';
import type { Clock, Logger } from '../runtime';
import { endpointProblem } from './push-endpoints';
import { isStale } from './push-queue';
import { deleteSubscriptionById } from './subscriptions';
import type { VapidDetails } from './vapid';
import { startPeriodicWorker, type PeriodicWorker } from '../lib/periodic-worker';

export const PUSH_INTERVAL_MS = 10_000;
/** Deliveries one run sends at most: a backlog drains over several runs, never in a burst. */
export const PUSH_BATCH_SIZE = 20;
/** The wait before each retry; after the last, the delivery is given up (6 attempts in all). */
export const PUSH_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
export const PUSH_MAX_ATTEMPTS = PUSH_RETRY_DELAYS_MS.length + 1;
/** A claimed row is left alone this long: far longer than a send's timeout. */
export const PUSH_LEASE_MS = 5 * 60_000;
export const PUSH_TIMEOUT_MS = 15_000;
/** A Retry-After further out than this is not believed (a broken or hostile service). */
const RETRY_AFTER_MAX_MS = 6 * 60 * 60 * 1000;
const ERROR_MAX = 300;

export interface PushWorkerDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  vapid: VapidDetails;
  /** PUSH_ALLOWED_ORIGINS: checked again before every send */
  allowedOrigins: readonly string[];
  batchSize?: number;
  leaseMs?: number;
  timeoutMs?: number;
}

export interface PushRun {
  sent: number;
  /** failed attempts that will be retried */
  retried: number;
  /** deliveries given up: the last attempt, a refusal, or past their TTL */
  failed: number;
  /** subscriptions the push service said are gone (404, 410), now deleted */
  gone: number;
}

type Due = typeof pushQueue.$inferSelect & {
  endpoint: string;
  p256dh: string;
  auth: string;
};

type Answer =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; error: string; afterMs?: number }
  | { kind: 'failed'; error: string };

const iso = (ms: number) => new Date(ms).toISOString();

function nextDue(db: Db, now: Date): Due | undefined {
  const [row] = db
    .select({ delivery: pushQueue, sub: pushSubscriptions })
    .from(pushQueue)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushQueue.subscriptionId))
    .where(and(eq(pushQueue.state, 'queued'), lte(pushQueue.nextAttemptAt, now.toISOString())))
    .orderBy(asc(pushQueue.nextAttemptAt), asc(pushQueue.id))
    .limit(1)
    .all();
  if (!row) return undefined;
  const { endpoint, p256dh, auth } = row.sub;
  return { ...row.delivery, endpoint, p256dh, auth };
}

/** Takes the row for this worker, on the condition nobody moved it since it was read. */
function claim(db: Db, row: Due, now: Date, leaseMs: number): boolean {
  return (
    db
      .update(pushQueue)
      .set({ nextAttemptAt: iso(now.getTime() + leaseMs) })
      .where(
        and(
          eq(pushQueue.id, row.id),
          eq(pushQueue.nextAttemptAt, row.nextAttemptAt),
          eq(pushQueue.state, 'queued'),
        ),
      )
      .run().changes === 1
  );
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; undefined if absent. */
function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim())
    ? Number(header.trim()) * 1000
    : Date.parse(header) - now.getTime();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, RETRY_AFTER_MAX_MS) : undefined;
}

/** The error as one short line: a push endpoint is a capability, so it is never written out. */
function describe(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
  const line = `${text}${cause}`.replace(/https?:\/\/\S+/g, '[endpoint]');
  return line.length > ERROR_MAX ? `${line.slice(0, ERROR_MAX - 1)}…` : line;
}

/** One POST to the push service, its answer classified. */
async function deliver(deps: PushWorkerDeps, row: Due): Promise<Answer> {
  const problem = endpointProblem(row.endpoint, deps.allowedOrigins);
  if (problem) return { kind: 'failed', error: `refused: ${problem}` };
  let details: webPush.RequestDetails;
  try {
    details = webPush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      row.payload,
      {
        TTL: row.ttlSeconds,
        urgency: row.urgency,
        contentEncoding: 'aes128gcm',
        vapidDetails: deps.vapid,
      },
    );
  } catch (err) {
    // Keys that are no P-256 point, a bad VAPID pair: no later attempt would do better.
    return { kind: 'failed', error: `not encrypted: ${describe(err)}` };
  }
  // fetch sets Content-Length from the body itself.
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  let res: Response;
  try {
    res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs ?? PUSH_TIMEOUT_MS),
    });
  } catch (err) {
    return { kind: 'retry', error: describe(err) };
  }
  // The body is never needed: read it away so the connection can be reused.
  await res.arrayBuffer().catch(() => undefined);
  if (res.ok) return { kind: 'sent' };
  if (res.status === 404 || res.status === 410) return { kind: 'gone', status: res.status };
  const error = `HTTP ${res.status}`;
  if (res.status === 429 || res.status >= 500) {
    return {
      kind: 'retry',
      error,
      afterMs: retryAfterMs(res.headers.get('Retry-After'), deps.clock()),
    };
  }
  return { kind: 'failed', error };
}

const finish = (db: Db, id: number, values: Partial<typeof pushQueue.$inferInsert>) =>
  db.update(pushQueue).set(values).where(eq(pushQueue.id, id)).run();

/** One run: sends up to `batchSize` due deliveries, one at a time, each claimed first. */
export async function sendDuePush(deps: PushWorkerDeps): Promise<PushRun> {
  const { db, clock, log } = deps;
  const run: PushRun = { sent: 0, retried: 0, failed: 0, gone: 0 };
  for (let i = 0; i < (deps.batchSize ?? PUSH_BATCH_SIZE); i++) {
    const row = nextDue(db, clock());
    if (!row) break;
    if (!claim(db, row, clock(), deps.leaseMs ?? PUSH_LEASE_MS)) continue;
    const attempts = row.attempts + 1;
    if (isStale(row, clock())) {
      finish(db, row.id, {
        state: 'failed',
        attempts: row.attempts,
        lastError: 'expired (TTL) before it could be sent',
      });
      run.failed++;
      continue;
    }
    const answer = await deliver(deps, row);
    const now = clock();
    switch (answer.kind) {
      case 'sent':
        finish(db, row.id, { state: 'sent', attempts, sentAt: now.toISOString(), lastError: null });
        run.sent++;
        break;
      case 'gone':
        // The browser unsubscribed or the service expired it: its queued deliveries go with it.
        deleteSubscriptionById(db, row.subscriptionId);
        run.gone++;
        break;
      case 'retry': {
        const delay = PUSH_RETRY_DELAYS_MS[attempts - 1];
        if (delay === undefined) {
          finish(db, row.id, { state: 'failed', attempts, lastError: answer.error });
          log(
            `Push ${row.id} (${row.eventKey}) given up after ${PUSH_MAX_ATTEMPTS} attempts: ${answer.error}`,
          );
          run.failed++;
        } else {
          const wait = Math.max(delay, answer.afterMs ?? 0);
          finish(db, row.id, {
            attempts,
            lastError: answer.error,
            nextAttemptAt: iso(now.getTime() + wait),
          });
          run.retried++;
        }
        break;
      }
      case 'failed':
        finish(db, row.id, { state: 'failed', attempts, lastError: answer.error });
        log(`Push ${row.id} (${row.eventKey}) refused, not retried: ${answer.error}`);
        run.failed++;
        break;
    }
  }
  return run;
}

export type PushWorker = PeriodicWorker;

/** Runs at start, then every `intervalMs`; the timer never keeps a stopping process alive. */
export function startPushWorker(
  deps: PushWorkerDeps,
  intervalMs: number = PUSH_INTERVAL_MS,
): PushWorker {
  return startPeriodicWorker(
    () => sendDuePush(deps),
    (err) => deps.log('Push worker run failed', err),
    intervalMs,
  );
}
