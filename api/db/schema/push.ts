/** Web Push (issue 38, api/push): devices' subscriptions, the delivery queue and the VAPID keys. */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { PushCategory } from '@shared/schemas/push';
import { PUSH_DELIVERY_STATES, type PushUrgency } from '@shared/push-api';
import { createdAt } from './columns';
import { sessions, users } from './auth';

/**
 * One per browser that said yes to notifications. It belongs to the member and to the session
 * the device was signed in with: signing that device out (or revoking it in Your devices, or the
 * session's expiry being pruned) deletes the session row, and with it, by foreign key, this one.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** the push service's URL for this browser; one browser profile has one */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** what the member wants on this device (shared/schemas/push.ts PUSH_CATEGORIES) */
    categories: text('categories', { mode: 'json' }).$type<PushCategory[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * Deliveries waiting or done (like the mail outbox, api/mail/mail-queue.ts): one row per event and
 * device, written in the event's own transaction and sent after it commits by the push worker. The
 * unique (event key, subscription) pair means one event is queued, and so sent, once per device.
 */
export const pushQueue = sqliteTable(
  'push_queue',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** what happened, once: 'thread-message:42', 'booking:<id>:confirmed:<version>' */
    eventKey: text('event_key').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    category: text('category').$type<PushCategory>().notNull(),
    /** the JSON the service worker reads: { title, body, url, tag } */
    payload: text('payload').notNull(),
    ttlSeconds: integer('ttl_seconds').notNull(),
    urgency: text('urgency').$type<PushUrgency>().notNull(),
    state: text('state', { enum: PUSH_DELIVERY_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_queue_event_unique').on(t.eventKey, t.subscriptionId),
    index('push_queue_due_idx').on(t.state, t.nextAttemptAt),
  ],
);

/**
 * The server's VAPID key pair when none is configured (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY):
 * made at first start and kept, since a new pair would orphan every browser's subscription.
 */
export const pushVapidKeys = sqliteTable('push_vapid_keys', {
  /** always 1: one pair per server */
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
