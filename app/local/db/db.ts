/**
 * The browser's local database: the read cache the screens render from, the durable outbox every
 * write goes through, and the signed-in snapshot. Shared by the page and the service worker.
 */
import Dexie, { type EntityTable } from 'dexie';
import { DB_NAME } from './db-name';
import type { Destination, Jet, Product } from '@shared/schemas/catalog';
import type { PostSummary, PublicPost } from '@shared/journal-api';
import type { BookingListItem, CurrentUser, OrderSummary } from '@shared/api';
import type { Consultation } from '@shared/schemas/consultation';
import type { MemberConsultation } from '@shared/sync-api';
import { UNITS_PER_CUSTOMER } from '@shared/constants';
import type { ThreadDetail } from '@shared/threads-api';
import type { Itinerary } from '@shared/itinerary-api';

/** Every write the app makes (DESIGN "Every write is durable first"). */
export type OutboxKind =
  | 'waitlist'
  | 'newsletter'
  | 'contact'
  | 'booking'
  | 'giveaway'
  | 'activation'
  | 'profile'
  | 'select-destination'
  | 'consultation'
  /** "Ask the concierge": a new conversation with its first message (issue 38) */
  | 'thread'
  | 'thread-message'
  | 'thread-read';

/**
 * pending: waiting to be sent (first try or after a retryable failure, see nextAttemptAt)
 * sending: a request is in flight
 * sent: the server answered 2xx; `response` holds its body
 * failed: the server refused it (400, 422, other final 4xx); `error` holds its message, kept until
 *   resent or discarded
 * auth: the server answered 401; kept until the user signs in
 * expired: older than the server keeps idempotency keys (IDEMPOTENCY_KEY_TTL_MS), so sending it
 *   could duplicate it: never sent until the user chooses to send it again, under a new key
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'auth' | 'expired';

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
  /** sent as If-Match (a profile save's base version, shared/profile-etag.ts) */
  ifMatch?: string;
  status: OutboxStatus;
  attempts: number;
  /** epoch ms before which a retry must not start */
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  error?: string;
  /**
   * The member signed in when the item was made: it is only ever sent under that member's session
   * (after a sign-out or a switch of member it waits until they sign in again). Absent for items
   * made while signed out, which any session may send.
   */
  ownerId?: string;
  /** per-field messages of a 400 */
  issues?: Record<string, string>;
  /** body of the 2xx answer, or of the refusal (e.g. the current record of a 409 conflict) */
  response?: unknown;
  /**
   * Version of the item's shape (OUTBOX_ITEM_VERSION, set at enqueue): an item from another
   * version is checked against its kind's schema before it is sent. Absent on older items.
   */
  v?: number;
  /** HTTP status of the last answer that deferred or refused it; absent after a network error */
  httpStatus?: number;
  /** epoch ms the server asked us to wait until (Retry-After); an immediate retry respects it */
  retryAfterAt?: number;
  /** epoch ms the user last chose to send it again under a new key; its age counts from here */
  renewedAt?: number;
}

/** When each cached collection was last pulled, keyed by its CatalogKey (cache.ts). */
export interface CacheMeta {
  key: string;
  /** epoch ms of the last successful pull; 0 when none has succeeded yet */
  fetchedAt: number;
  /** message of the last failed pull (offline, 5xx), cleared on success */
  error?: string;
  /** where the member's next delta pull starts (member-sync.ts) */
  cursor?: string;
}

export interface SessionSnapshot {
  key: 'current';
  user: CurrentUser | null;
  /** epoch ms of the last member pull's answer (GET /api/sync), or of the local sign-in/out */
  fetchedAt: number;
  /**
   * Signed out on this device while offline: the server's session still exists and is ended
   * (POST /api/auth/logout) before anything else once the connection returns.
   */
  signOutPending?: boolean;
}

/** One of the member's bookings ('My trips'), as GET /api/bookings lists it. */
export interface MemberBooking extends BookingListItem {
  ownerId: string;
}

/** One of the member's orders ('My orders'), as GET /api/orders lists it. */
export interface MemberOrder extends OrderSummary {
  ownerId: string;
}

/** A checklist tick on the dashboard (spec 2.9: local only), kept per member on this device. */
export interface ChecklistTick {
  /** `${ownerId}:${itemId}` */
  key: string;
  ownerId: string;
  itemId: string;
  done: boolean;
  updatedAt: number;
}

/**
 * A consultation request from the wizard (spec 4's simulated wait), kept on this device so the
 * member's dashboard can list it; the outbox sends it to the club under the same id.
 */
export interface ConsultationRequest extends Consultation {
  /** client UUID; a request the club holds under none (sent by an older app) is `club:<serverId>` */
  id: string;
  /** epoch ms */
  createdAt: number;
  /** 'requested' until a pull shows the club's inbox has it, then the inbox's own status */
  status: 'requested' | MemberConsultation['status'];
  /** the member who asked, when signed in; the dashboard lists only theirs */
  ownerId?: string;
  /** the inbox row's id, once a pull brought the request (issue 23) */
  serverId?: string;
  /** when the club last changed it (ISO), from the pull */
  updatedAt?: string;
}

/** One of the member's conversations with the concierge, with its messages, as the pull brings it. */
export interface MemberThread extends ThreadDetail {
  ownerId: string;
}

/** The itinerary of one of the member's trips (issue 38), as the pull brings it: read offline. */
export interface MemberItinerary extends Itinerary {
  ownerId: string;
}

export class ClubDB extends Dexie {
  destinations!: EntityTable<Destination, 'id'>;
  featuredDestinations!: EntityTable<Destination, 'id'>;
  jets!: EntityTable<Jet, 'id'>;
  products!: EntityTable<Product, 'id'>;
  /** the journal's published posts as its listing shows them (GET /api/posts) */
  posts!: EntityTable<PostSummary, 'id'>;
  /** the posts' bodies, by address: pulled when a post is opened, warmed for all (post-bodies.ts) */
  postBodies!: EntityTable<PublicPost, 'slug'>;
  cacheMeta!: EntityTable<CacheMeta, 'key'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  session!: EntityTable<SessionSnapshot, 'key'>;
  consultations!: EntityTable<ConsultationRequest, 'id'>;
  memberBookings!: EntityTable<MemberBooking, 'id'>;
  checklist!: EntityTable<ChecklistTick, 'key'>;
  memberOrders!: EntityTable<MemberOrder, 'id'>;
  memberThreads!: EntityTable<MemberThread, 'id'>;
  memberItineraries!: EntityTable<MemberItinerary, 'bookingId'>;

  /**
   * The tables of the signed-in member's own data and the session that says whose it is: a
   * sign-out clears them and a pull writes them, each in one transaction over all of them.
   */
  get memberTables() {
    return [
      this.session,
      this.memberBookings,
      this.memberOrders,
      this.memberThreads,
      this.memberItineraries,
      this.consultations,
      this.cacheMeta,
    ];
  }

  constructor(name = DB_NAME) {
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
    // Members: items and requests remember who made them; My trips and checklist ticks per member.
    this.version(2)
      .stores({
        outbox: '++seq, &id, status, kind, ownerId',
        consultations: 'id, createdAt, ownerId',
        memberBookings: 'id, ownerId',
        checklist: 'key, ownerId',
      })
      // Version 1 snapshots hold a shorter user shape; the next start fetches the full one.
      .upgrade((tx) => tx.table('session').clear());
    // Payments: the member's orders ('My orders' on the dashboard), kept per member.
    this.version(3).stores({ memberOrders: 'id, ownerId' });
    // Live data: a request the pull brought is found by the club's id for its tombstone.
    this.version(4).stores({ consultations: 'id, createdAt, ownerId, serverId' });
    // Stock (issue 39): products kept from before carry no sizes; they read as not counted until
    // the pull at start, which their reset freshness makes happen at once.
    this.version(5)
      .stores({})
      .upgrade(async (tx) => {
        await tx
          .table<Product, number>('products')
          .toCollection()
          .modify((p) => {
            p.sizes ??= [];
            p.limitPerCustomer ??= UNITS_PER_CUSTOMER;
          });
        await tx.table<CacheMeta, string>('cacheMeta').update('products', { fetchedAt: 0 });
      });
    // Conversations with the concierge (issue 38), per member.
    this.version(6).stores({ memberThreads: 'id, ownerId' });
    // Trip itineraries (issue 38), per member, keyed by their booking: the trip page offline.
    this.version(7).stores({ memberItineraries: 'bookingId, ownerId' });
    // The journal (issue 39): staff's posts, pulled like the catalogue, read offline.
    this.version(8).stores({ posts: 'id, slug', postBodies: 'slug' });
  }
}

export const db = new ClubDB();

// Live queries load with the database, for useLocalQuery and the sync engine (local-db.ts).
export { liveQuery } from 'dexie';
