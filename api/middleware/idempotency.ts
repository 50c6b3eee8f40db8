/**
 * Exactly-once writes for the app's outbox (DESIGN.md). A request carrying an Idempotency-Key
 * runs once per (key, scope); a retry with the same body gets the stored answer, a reused key
 * with another body gets 422, and a retry while the first is still running gets 409.
 * Requests without the header run normally, and so do requests no route answers (nothing is
 * stored for them). Keys live IDEMPOTENCY_KEY_TTL_MS; db/prune.ts deletes older ones.
 *
 * Some requests pass through with no record at all: those on `exempt` paths (the account calls,
 * which the app never queues and whose bodies hold passwords) and any body that holds a password
 * or a mailed link's token (a hash of it, kept 30 days, could be tested against guesses offline).
 */
import { createHash } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_CODES, IDEMPOTENCY_HEADER } from '@shared/api';
import { IDEMPOTENCY_KEY_TTL_MS } from '@shared/constants';
import { isNotNow, isSignInNeeded } from '@shared/http-status';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema/middleware';
import { errorBody } from '../errors';
import { metrics } from '../observability/metrics';
import type { Clock } from '../runtime';
import { WRITE_METHODS } from './write-methods';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** An in-flight record older than this belongs to a request that died with its process. */
export const IN_FLIGHT_STALE_MS = 2 * 60 * 1000;
export const REPLAY_HEADER = 'Idempotent-Replayed';

/**
 * 2xx and 4xx answers are final and stored. 5xx releases the key so a retry runs again; so do
 * the 4xx answers that the outbox retries with the same key (shared/http-status.ts): 401 (resent
 * after sign-in) and the "not now" ones (408, 425, 429).
 */
const isFinal = (status: number) =>
  (status >= 200 && status < 300) ||
  (status >= 400 && status < 500 && !isSignInNeeded(status) && !isNotNow(status));

export interface IdempotencyOptions {
  db: Db;
  clock: Clock;
  /** Whether a handler answers this request; unmatched requests store nothing. */
  hasRoute?: (method: string, path: string) => boolean;
  /** What a key is unique within (default: method, path and the signed-in member). */
  scope?: (c: Context) => string;
  /** Paths never recorded (the account calls under /api/auth/); their bodies are not read. */
  exempt?: (path: string) => boolean;
}

/** Passwords, and the tokens of mailed links (a payment confirmation's, say): never hashed. */
const SECRET_KEY = /password|token|secret/i;

/** Whether a JSON body has a field named like a password or a link's token, at any depth. */
export function holdsSecret(body: Uint8Array): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return false;
  }
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) return true;
      pending.push(inner);
    }
  }
  return false;
}

/** What "the same request" means: method, path with query, and the exact body bytes. */
export function hashRequest(method: string, pathWithQuery: string, body: Uint8Array | string) {
  return createHash('sha256').update(`${method}\n${pathWithQuery}\n`).update(body).digest('hex');
}

/**
 * Keys are per member when signed in (the session middleware runs first): a key that leaked, or
 * was guessed, replays nothing of a member's answers to another session or to a signed-out one.
 */
export const defaultScope = (c: Context) => {
  const user = (c.get('user') as { id: string } | null | undefined) ?? null;
  const base = `${c.req.method} ${c.req.path}`;
  return user ? `${base} user:${user.id}` : base;
};

/** Deletes the keys older than IDEMPOTENCY_KEY_TTL_MS (they would be treated as new anyway). */
export function pruneIdempotencyKeys(db: Db, now: Date): number {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  return db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).run().changes;
}

/** Forgets the stored answers of a deleted member's requests (their scope ends in their id: defaultScope). */
export function forgetMemberRequests(tx: Tx, userId: string): void {
  tx.delete(idempotencyKeys)
    .where(like(idempotencyKeys.scope, `% user:${userId}`))
    .run();
}

export function idempotency({
  db,
  clock,
  hasRoute = () => true,
  scope = defaultScope,
  exempt = () => false,
}: IdempotencyOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    // An unknown path or method answers 404/405 without any work: no row to claim for it.
    if (!hasRoute(c.req.method, c.req.path)) return next();
    if (exempt(c.req.path)) return next();
    if (!KEY_PATTERN.test(key)) {
      return c.json(errorBody(`Invalid ${IDEMPOTENCY_HEADER} header`), 400);
    }

    const now = clock().getTime();
    const url = new URL(c.req.url);
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (holdsSecret(body)) return next();
    const requestHash = hashRequest(c.req.method, `${url.pathname}${url.search}`, body);
    const keyScope = scope(c);
    const id = and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, keyScope));
    const createdAt = new Date(now).toISOString();

    // better-sqlite3 is synchronous: from this insert to the update below nothing else can run,
    // so two concurrent requests with one key cannot both start.
    const claimed = db
      .insert(idempotencyKeys)
      .values({ key, scope: keyScope, requestHash, status: 'in_flight', createdAt })
      .onConflictDoNothing()
      .run();

    if (claimed.changes === 0) {
      const row = db.select().from(idempotencyKeys).where(id).get();
      if (!row) throw new Error('idempotency record vanished');
      const age = now - Date.parse(row.createdAt);
      const expired = age >= IDEMPOTENCY_KEY_TTL_MS;
      const abandoned = row.status === 'in_flight' && age >= IN_FLIGHT_STALE_MS;
      if (!expired && row.requestHash !== requestHash) {
        const message = `This ${IDEMPOTENCY_HEADER} was already used for a different request`;
        return c.json(errorBody(message, { code: IDEMPOTENCY_CODES.mismatch }), 422);
      }
      if (expired || abandoned) {
        db.update(idempotencyKeys)
          .set({
            requestHash,
            status: 'in_flight',
            responseStatus: null,
            responseBody: null,
            createdAt,
          })
          .where(id)
          .run();
      } else if (row.status === 'in_flight') {
        const message = 'A request with this key is still being processed; retry shortly';
        return c.json(errorBody(message, { code: IDEMPOTENCY_CODES.inFlight }), 409);
      } else {
        const status = (row.responseStatus ?? 200) as ContentfulStatusCode;
        metrics.idempotentReplay();
        c.header(REPLAY_HEADER, 'true');
        c.header('Content-Type', 'application/json; charset=UTF-8');
        return c.body(row.responseBody ?? '', status);
      }
    }

    try {
      await next();
    } catch (err) {
      db.delete(idempotencyKeys).where(id).run();
      throw err;
    }
    if (isFinal(c.res.status)) {
      const responseBody = await c.res.clone().text();
      db.update(idempotencyKeys)
        .set({ status: 'done', responseStatus: c.res.status, responseBody })
        .where(id)
        .run();
    } else {
      db.delete(idempotencyKeys).where(id).run();
    }
  };
}
