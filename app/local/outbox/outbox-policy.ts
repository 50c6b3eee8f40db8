/** DESIGN.md's retry policy for the outbox: which answers are final, and how long to wait. */
import { IDEMPOTENCY_CODES } from '@shared/api';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  OUTBOX_BACKOFF_MAX_MS,
  OUTBOX_BACKOFF_START_MS,
} from '@shared/constants';
import { honoursRetryAfter, isNotNow, isSignInNeeded } from '@shared/http-status';
import { ApiError, NetworkError, UnexpectedResponseError } from '../api';

export { WAITING_STATUSES } from './outbox-waiting';

/** A request that hangs would hold the flush forever; it is retried like a network error. */
export const SEND_TIMEOUT_MS = 30_000;
/** A 'sending' item this old belongs to a tab or worker that died mid-request. */
export const STUCK_SENDING_MS = 60_000;
/** After the server forgets the key (30 days) a sent record has no use left. */
export const SENT_RETENTION_MS = IDEMPOTENCY_KEY_TTL_MS;
/**
 * An unsent item this old may carry a key the server has forgotten: sending it could make a
 * second booking, so it is never sent without the user's say (DESIGN "Exactly once").
 */
export const OUTBOX_EXPIRY_MS = IDEMPOTENCY_KEY_TTL_MS;
/** Back-off delays vary by ±20%, so many devices that failed together do not retry together. */
export const BACKOFF_JITTER = 0.2;

export type Verdict =
  /** no answer, or one that cannot be read (a captive portal's page): the same key goes again */
  | { kind: 'offline'; message: string }
  /** the server said "not now": `retryAt` when it named a time (Retry-After) */
  | { kind: 'retry'; message: string; status: number; retryAt?: number }
  | { kind: 'auth'; message: string }
  | { kind: 'failed'; message: string; issues?: Record<string, string>; body?: unknown };

export function classify(err: unknown, now: number = Date.now()): Verdict {
  const message = err instanceof Error ? err.message : String(err);
  const name = (err as { name?: unknown } | null)?.name;
  if (err instanceof NetworkError || err instanceof UnexpectedResponseError) {
    return { kind: 'offline', message };
  }
  if (name === 'TimeoutError') return { kind: 'offline', message };
  if (!(err instanceof ApiError)) return { kind: 'failed', message };
  const serverMessage = err.body?.message ?? err.message;
  if (isSignInNeeded(err.status)) return { kind: 'auth', message: serverMessage };
  const inFlight = err.status === 409 && err.body?.code === IDEMPOTENCY_CODES.inFlight;
  if (inFlight || isNotNow(err.status)) {
    const retryAt = honoursRetryAfter(err.status)
      ? retryAfterAt(err.headers.get('Retry-After'), now)
      : undefined;
    return { kind: 'retry', message: serverMessage, status: err.status, retryAt };
  }
  return {
    kind: 'failed',
    message: serverMessage,
    issues: err.body?.issues,
    body: err.body ?? undefined,
  };
}

/** RFC 9110 Retry-After: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterAt(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return now + Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(now, date);
}

/** 1 s after the first try, doubling, capped at 5 minutes. */
export function backoffDelay(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(OUTBOX_BACKOFF_START_MS * 2 ** exponent, OUTBOX_BACKOFF_MAX_MS);
}

/** The back-off with ±20% jitter; `random` is in [0, 1) like Math.random (0.5: no jitter). */
export function jitteredDelay(attempts: number, random: () => number = Math.random): number {
  const spread = 1 + BACKOFF_JITTER * (2 * random() - 1);
  return Math.round(backoffDelay(attempts) * spread);
}
