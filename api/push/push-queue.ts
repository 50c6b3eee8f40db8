/**
 * The push queue: a notification that tells of an event is queued in the event's own transaction,
 * one row per device of the member that wants its category, so it exists exactly when the event
 * does; the push worker (push-worker.ts) sends it after the commit, with retries. A push service
 * that is slow or down never delays the staff action, and the event key (unique per device) means
 * the same event queued twice is still one notification.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { PushPayload, PushUrgency } from '@shared/push-api';
import type { PushCategory } from '@shared/schemas/push';
import type { Db, Tx } from '../db/client';
import { pushQueue } from '../db/schema/push';
import { subscriptionsFor } from './subscriptions';

/** RFC 8030 caps nothing, but services drop large bodies: ours stay well below 4 KB encrypted. */
export const PUSH_PAYLOAD_MAX_BYTES = 3 * 1024;
const TITLE_MAX = 80;
const BODY_MAX = 240;
/** How long a push service keeps an undelivered notification (a phone off for a long weekend). */
export const PUSH_DEFAULT_TTL_SECONDS = 4 * 24 * 60 * 60;
/** A trip that leaves within this is urgent: its notifications wake a phone in power saving. */
const URGENT_TRIP_MS = 48 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PushEvent extends PushPayload {
  memberId: string;
  category: PushCategory;
  /** what happened, once ('thread-message:42'): queued again, it is not sent again */
  eventKey: string;
  urgency?: PushUrgency;
  ttlSeconds?: number;
}

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The JSON the service worker reads, clipped so it always fits. */
export function pushPayload({ title, body, url, tag }: PushPayload): string {
  const json = JSON.stringify({
    title: clip(title, TITLE_MAX),
    body: clip(body, BODY_MAX),
    url,
    tag,
  });
  if (Buffer.byteLength(json) > PUSH_PAYLOAD_MAX_BYTES) {
    throw new Error(`a push payload of ${Buffer.byteLength(json)} bytes (url or tag too long)`);
  }
  return json;
}

/** 'high' for a trip that leaves within 48 hours (or left today), else 'normal'. */
export function tripUrgency(departureDate: string, now: Date): PushUrgency {
  const leaves = Date.parse(departureDate);
  if (Number.isNaN(leaves)) return 'normal';
  const ahead = leaves - now.getTime();
  return ahead <= URGENT_TRIP_MS && ahead > -DAY_MS ? 'high' : 'normal';
}

/** Queues the event for each of the member's devices that wants it; answers how many. */
export function queuePush(tx: Db | Tx, event: PushEvent, now: Date): number {
  const devices = subscriptionsFor(tx, event.memberId, event.category);
  if (devices.length === 0) return 0;
  const payload = pushPayload(event);
  const at = now.toISOString();
  return tx
    .insert(pushQueue)
    .values(
      devices.map((device) => ({
        eventKey: event.eventKey,
        subscriptionId: device.id,
        category: event.category,
        payload,
        ttlSeconds: event.ttlSeconds ?? PUSH_DEFAULT_TTL_SECONDS,
        urgency: event.urgency ?? 'normal',
        nextAttemptAt: at,
        createdAt: at,
      })),
    )
    .onConflictDoNothing()
    .run().changes;
}

/**
 * Sent or given-up deliveries are kept this long, so an event queued again within it is still
 * known (never sent twice), then deleted (ops/prune.ts runs it hourly).
 */
const PUSH_KEEP_MS = 30 * DAY_MS;

export function prunePushQueue(db: Db, now: Date): number {
  const cutoff = new Date(now.getTime() - PUSH_KEEP_MS).toISOString();
  return db
    .delete(pushQueue)
    .where(and(inArray(pushQueue.state, ['sent', 'failed']), lt(pushQueue.createdAt, cutoff)))
    .run().changes;
}

/** A queued delivery that has waited past its TTL would be dropped by the service anyway. */
export const isStale = (row: { createdAt: string; ttlSeconds: number }, now: Date) =>
  Date.parse(row.createdAt) + row.ttlSeconds * 1000 < now.getTime();
