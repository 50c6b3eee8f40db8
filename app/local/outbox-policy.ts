/** DESIGN.md's retry policy for the outbox: which answers are final, and how long to wait. */
import { IDEMPOTENCY_CODES } from '@shared/api';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  OUTBOX_BACKOFF_MAX_MS,
  OUTBOX_BACKOFF_START_MS,
} from '@shared/constants';
import { ApiError, NetworkError } from './api';

/** A request that hangs would hold the flush forever; it is retried like a network error. */
export const SEND_TIMEOUT_MS = 30_000;
/** A 'sending' item this old belongs to a tab or worker that died mid-request. */
export const STUCK_SENDING_MS = 60_000;
/** After the server forgets the key (30 days) a sent record has no use left. */
export const SENT_RETENTION_MS = IDEMPOTENCY_KEY_TTL_MS;

/** Statuses that say "not now" rather than "no": the same request may succeed later. */
const RETRY_LATER = new Set([408, 425, 429]);

export type Verdict =
  | { kind: 'offline' | 'retry'; message: string }
  | { kind: 'auth'; message: string }
  | { kind: 'failed'; message: string; issues?: Record<string, string>; body?: unknown };

export function classify(err: unknown): Verdict {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof NetworkError || (err as { name?: unknown } | null)?.name === 'TimeoutError') {
    return { kind: 'offline', message };
  }
  if (!(err instanceof ApiError)) return { kind: 'failed', message };
  if (err.status === 401) return { kind: 'auth', message };
  const inFlight = err.status === 409 && err.body?.code === IDEMPOTENCY_CODES.inFlight;
  if (inFlight || err.status >= 500 || RETRY_LATER.has(err.status))
    return { kind: 'retry', message };
  return {
    kind: 'failed',
    message: err.body?.message ?? err.message,
    issues: err.body?.issues,
    body: err.body ?? undefined,
  };
}

/** 1 s after the first try, doubling, capped at 5 minutes. */
export function backoffDelay(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(OUTBOX_BACKOFF_START_MS * 2 ** exponent, OUTBOX_BACKOFF_MAX_MS);
}
