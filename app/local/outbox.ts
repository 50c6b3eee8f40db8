/**
 * The durable outbox (DESIGN "Every write is durable first"): every form write is stored in Dexie
 * with a client UUID before any request, then flushed by outbox-flush.ts. Screens write through
 * submit() and show what is waiting or refused with useLiveQuery on db.outbox.
 */
import type { Collection, InsertType } from 'dexie';
import { db as defaultDb, type OutboxItem, type OutboxKind } from './db';
import { flushOutbox, type FlushOptions, type FlushReport } from './outbox-flush';
import { currentOwnerId, sendableBy } from './outbox-owner';

export { flushOutbox, type FlushOptions, type FlushReport } from './outbox-flush';

export interface EnqueueInput {
  kind: OutboxKind;
  url: string;
  method?: 'POST' | 'PUT';
  body: unknown;
  /** id of a refused (or still waiting) item this one resends with corrected data */
  replaces?: string;
}

export type SubmitOutcome =
  | { status: 'sent'; id: string; response: unknown }
  /** saved locally; sent when the connection returns (offline, network error or 5xx) */
  | { status: 'queued'; id: string }
  | { status: 'failed'; id: string; message: string; issues?: Record<string, string> }
  | { status: 'auth'; id: string };

export async function enqueue(input: EnqueueInput, opts: FlushOptions = {}): Promise<OutboxItem> {
  const db = opts.db ?? defaultDb;
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
  return item;
}

/** enqueue + an immediate flush: what a form awaits to know what happened to its write. */
export async function submit(input: EnqueueInput, opts: FlushOptions = {}): Promise<SubmitOutcome> {
  const db = opts.db ?? defaultDb;
  const { id } = await enqueue(input, opts);
  try {
    await flushOutbox(opts);
  } catch {
    // The write is stored; the sync engine's next flush will send it.
  }
  const item = await db.outbox.get({ id });
  switch (item?.status) {
    case 'sent':
      return { status: 'sent', id, response: item.response };
    case 'failed':
      return { status: 'failed', id, message: item.error ?? 'Request failed', issues: item.issues };
    case 'auth':
      return { status: 'auth', id };
    default:
      return { status: 'queued', id };
  }
}

/** Sends one waiting, refused or signed-out item again, now. */
export async function retryNow(id: string, opts: FlushOptions = {}): Promise<FlushReport> {
  const db = opts.db ?? defaultDb;
  await requeue(db.outbox.where('id').equals(id), opts);
  return flushOutbox(opts);
}

/**
 * Sends every waiting item now, and the ones held for sign-in (call it after signing in): the
 * signed-in member's own and those made while signed out, never another member's.
 * Refused items stay refused: the user fixes and resends them.
 */
export async function retryAll(opts: FlushOptions = {}): Promise<FlushReport> {
  const db = opts.db ?? defaultDb;
  const maySend = sendableBy(await currentOwnerId(db));
  await requeue(db.outbox.where('status').anyOf('pending', 'auth').filter(maySend), opts);
  return flushOutbox(opts);
}

export async function discard(id: string, opts: Pick<FlushOptions, 'db'> = {}): Promise<void> {
  const db = opts.db ?? defaultDb;
  await db.outbox.where('id').equals(id).delete();
}

type OutboxCollection = Collection<OutboxItem, OutboxItem['seq'], InsertType<OutboxItem, 'seq'>>;

async function requeue(items: OutboxCollection, opts: FlushOptions): Promise<void> {
  const t = (opts.now ?? Date.now)();
  await items.modify((item) => {
    if (item.status === 'failed' || item.status === 'auth') {
      // The server kept its 4xx answer under the old key and would only replay it.
      item.idempotencyKey = crypto.randomUUID();
      item.status = 'pending';
    }
    if (item.status !== 'pending') return;
    item.nextAttemptAt = 0;
    item.updatedAt = t;
  });
}
