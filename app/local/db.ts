/**
 * The browser's local database: the read cache the screens render from, the durable outbox every
 * write goes through, and the signed-in snapshot. Shared by the page and the service worker.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Destination, Jet, Product } from '@shared/schemas/catalog';
import type { SessionUser } from '@shared/api';
import type { Consultation } from '@shared/schemas/consultation';

/** Every write the app makes (DESIGN "Every write is durable first"). */
export type OutboxKind =
  | 'waitlist'
  | 'newsletter'
  | 'contact'
  | 'booking'
  | 'giveaway'
  | 'activation'
  | 'profile'
  | 'select-destination';

/**
 * pending: waiting to be sent (first try or after a retryable failure, see nextAttemptAt)
 * sending: a request is in flight
 * sent: the server answered 2xx; `response` holds its body
 * failed: the server refused it (400, 422, other final 4xx); `error` holds its message, kept until
 *   resent or discarded
 * auth: the server answered 401; kept until the user signs in
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'auth';

export interface OutboxItem {
  /** auto-increment: the send order */
  seq?: number;
  /** client UUID: the item's identity, and its Idempotency-Key until a refused item is resent */
  id: string;
  /**
   * The Idempotency-Key in use when it is no longer `id`: resending a refused (4xx) item takes a
   * fresh key, because the server stores 4xx answers and would replay the refusal.
   */
  idempotencyKey?: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT';
  url: string;
  body: unknown;
  status: OutboxStatus;
  attempts: number;
  /** epoch ms before which a retry must not start */
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  error?: string;
  /** per-field messages of a 400 */
  issues?: Record<string, string>;
  /** body of the 2xx answer, or of the refusal (e.g. the current record of a 409 conflict) */
  response?: unknown;
}

/** When each cached collection was last pulled, keyed by its CatalogKey (cache.ts). */
export interface CacheMeta {
  key: string;
  /** epoch ms of the last successful pull; 0 when none has succeeded yet */
  fetchedAt: number;
  /** message of the last failed pull (offline, 5xx), cleared on success */
  error?: string;
}

export interface SessionSnapshot {
  key: 'current';
  user: SessionUser | null;
  fetchedAt: number;
}

/**
 * A consultation request from the wizard (spec 4: simulated, no call is made). Kept on this device
 * so it is not lost and the member's dashboard can list it.
 */
export interface ConsultationRequest extends Consultation {
  /** client UUID */
  id: string;
  /** epoch ms */
  createdAt: number;
  status: 'requested';
}

export class ClubDB extends Dexie {
  destinations!: EntityTable<Destination, 'id'>;
  featuredDestinations!: EntityTable<Destination, 'id'>;
  jets!: EntityTable<Jet, 'id'>;
  products!: EntityTable<Product, 'id'>;
  cacheMeta!: EntityTable<CacheMeta, 'key'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  session!: EntityTable<SessionSnapshot, 'key'>;
  consultations!: EntityTable<ConsultationRequest, 'id'>;

  constructor(name = 'club') {
    super(name);
    this.version(1).stores({
      destinations: 'id, category, featured',
      featuredDestinations: 'id, category',
      jets: 'id',
      products: 'id, category',
      cacheMeta: 'key',
      outbox: '++seq, &id, status, kind',
      session: 'key',
      consultations: 'id, createdAt',
    });
  }
}

export const db = new ClubDB();
