/**
 * The durable outbox (DESIGN "Every write is durable first"): every form write is stored in Dexie
 * with a client UUID before any request, then flushed by outbox-flush.ts. Screens write through
 * submit() and show what is waiting or refused with useLocalQuery on db.outbox.
 */
import type { Collection, InsertType } from 'dexie';
import type { ClubDB, OutboxItem, OutboxKind } from '../db/db';
import { localDb } from '../db/local-db';
import { LocalUnavailableError } from '../db/local-unavailable';
import { onItemSettled, startFlush, type FlushOptions, type FlushReport } from './outbox-flush';
import { currentOwnerId, sendableBy } from './outbox-owner';
import { OUTBOX_ITEM_VERSION } from './outbox-schemas';
import { keepStorage } from './outbox-storage';

export { flushOutbox, type FlushOptions, type FlushReport } from './outbox-flush';

/** How long a form waits for its request's answer before it says "saved" and watches instead. */
export const SUBMIT_WAIT_MS = 10_000;

export interface EnqueueInput {
  kind: OutboxKind;
  url: string;
  method?: 'POST' | 'PUT';
  body: unknown;
  /** id of a refused (or still waiting) item this one resends with corrected data */
  replaces?: string;
  /** the version the write is based on, sent as If-Match: a stale one is refused with 412 */
  ifMatch?: string;
}

export type SubmitOutcome =
  | { status: 'sent'; id: string; response: unknown }
  /** saved locally; sent when the connection returns (offline, network error, no answer yet) */
  | { status: 'queued'; id: string }
  /**
   * the server answered "not now" (5xx, 429, 503...): kept and retried automatically. `message`
   * is the server's own when it sent one (a 429's says when to try again).
   */
  | { status: 'retrying'; id: string; message?: string; httpStatus: number }
  | { status: 'failed'; id: string; message: string; issues?: Record<string, string> }
  | { status: 'auth'; id: string }
  /** the device has no room to save it: nothing was stored, the form keeps its values */
  | { status: 'storage-full'; id: string };

export async function enqueue(input: EnqueueInput, opts: FlushOptions = {}): Promise<OutboxItem> {
  const db = opts.db ?? (await localDb());
  const t = (opts.now ?? Date.now)();
  const item: OutboxItem = {
    id: crypto.randomUUID(),
    kind: input.kind,
    method: input.method ?? 'POST',
    url: input.url,
    body: input.body,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: t,
    updatedAt: t,
    v: OUTBOX_ITEM_VERSION,
    ...(input.ifMatch === undefined ? {} : { ifMatch: input.ifMatch }),
  };
  await db.transaction('rw', db.outbox, db.session, async () => {
    const ownerId = await currentOwnerId(db);
    if (ownerId !== undefined) item.ownerId = ownerId;
    if (input.replaces) {
      // An item already on the wire (or answered) is left alone: deleting it would not unsend it.
      await db.outbox
        .where('id')
        .equals(input.replaces)
        .and((old) => old.status !== 'sending' && old.status !== 'sent')
        .delete();
    }
    item.seq = await db.outbox.add(item);
  });
  keepStorage();
  return item;
}

/** The stored item `id`, or none (no id, or a database that cannot be reached). */
export async function outboxItem(id: string | undefined): Promise<OutboxItem | undefined> {
  if (!id) return undefined;
  try {
    const db = await localDb();
    return await db.outbox.where('id').equals(id).first();
  } catch {
    return undefined;
  }
}

/**
 * enqueue + an immediate flush: what a form awaits to know what happened to its write. It returns
 * once this item has an answer, or after SUBMIT_WAIT_MS, or at once when another tab holds the
 * flush; then the item is 'queued' and the form watches it.
 */
export async function submit(input: EnqueueInput, opts: FlushOptions = {}): Promise<SubmitOutcome> {
  let db: ClubDB;
  let id: string;
  try {
    db = opts.db ?? (await localDb());
    ({ id } = await enqueue(input, { ...opts, db }));
  } catch (err) {
    if (isQuotaError(err)) return { status: 'storage-full', id: crypto.randomUUID() };
    // The transaction did not commit: nothing waits in the outbox to be sent.
    throw new LocalUnavailableError(err);
  }
  await firstAnswer(id, opts);
  return outcomeOf(id, await db.outbox.get({ id }));
}

function firstAnswer(id: string, opts: FlushOptions): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching = () => {};
  const answered = new Promise<void>((resolve) => {
    stopWatching = onItemSettled((settled) => settled === id && resolve());
  });
  const flush = startFlush(opts);
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBMIT_WAIT_MS)));
  // The write is stored whatever happens here: the sync engine's next flush will send it.
  const done = flush.done.catch(() => undefined);
  return Promise.race([answered, flush.blocked, done, waited]).finally(() => {
    clearTimeout(timer);
    stopWatching();
  });
}

function outcomeOf(id: string, item: OutboxItem | undefined): SubmitOutcome {
  switch (item?.status) {
    case 'sent':
      return { status: 'sent', id, response: item.response };
    case 'failed':
      return { status: 'failed', id, message: item.error ?? 'Request failed', issues: item.issues };
    case 'auth':
      return { status: 'auth', id };
    case 'pending':
      // Tried and deferred by the server itself: not a connection problem, and not to be called one.
      if (item.attempts > 0 && item.httpStatus !== undefined) {
        return {
          status: 'retrying',
          id,
          message: serverMessage(item),
          httpStatus: item.httpStatus,
        };
      }
      return { status: 'queued', id };
    default:
      return { status: 'queued', id };
  }
}

/** The server's own words for a deferral, not the "503: {...}" of a bare status line. */
function serverMessage(item: OutboxItem): string | undefined {
  const message = item.error?.trim();
  return message && !message.startsWith(`${item.httpStatus}:`) ? message : undefined;
}

/** Sends one waiting, refused, expired or signed-out item again, now: the user chose to. */
export async function retryNow(id: string, opts: FlushOptions = {}): Promise<FlushReport> {
  const db = opts.db ?? (await localDb());
  await requeue(db.outbox.where('id').equals(id), opts, true);
  return startFlush(opts).done;
}

/**
 * Sends every waiting item now, and the ones held for sign-in (call it after signing in): the
 * signed-in member's own and those made while signed out, never another member's.
 * Refused and expired items stay as they are: the user fixes or resends them.
 */
export async function retryAll(opts: FlushOptions = {}): Promise<FlushReport> {
  const db = opts.db ?? (await localDb());
  const maySend = sendableBy(await currentOwnerId(db));
  await requeue(db.outbox.where('status').anyOf('pending', 'auth').filter(maySend), opts, false);
  return startFlush(opts).done;
}

/**
 * Deletes an item, unless it is on the wire: deleting it then would not unsend it, and it could
 * still arrive. Returns whether it was discarded.
 */
export async function discard(id: string, opts: Pick<FlushOptions, 'db'> = {}): Promise<boolean> {
  const db = opts.db ?? (await localDb());
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get({ id });
    if (!item || item.status === 'sending') return false;
    await db.outbox.delete(item.seq as number);
    return true;
  });
}

type OutboxCollection = Collection<OutboxItem, OutboxItem['seq'], InsertType<OutboxItem, 'seq'>>;

async function requeue(
  items: OutboxCollection,
  opts: FlushOptions,
  userChose: boolean,
): Promise<void> {
  const t = (opts.now ?? Date.now)();
  await items.modify((item) => {
    if (item.status === 'failed' || item.status === 'auth' || item.status === 'expired') {
      // The server kept its 4xx answer under the old key and would only replay it; an expired
      // key may be forgotten, and the user has now said to send it anyway.
      item.idempotencyKey = crypto.randomUUID();
      if (userChose) item.renewedAt = t;
      item.status = 'pending';
    }
    if (item.status !== 'pending') return;
    item.nextAttemptAt = 0;
    item.updatedAt = t;
  });
}

function isQuotaError(err: unknown): boolean {
  // Dexie wraps the DOMException (an aborted transaction's `inner`, or the error's `cause`).
  const e = err as { name?: unknown; inner?: unknown; cause?: unknown } | null | undefined;
  if (!e) return false;
  return e.name === 'QuotaExceededError' || isQuotaError(e.inner) || isQuotaError(e.cause);
}
