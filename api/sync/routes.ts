/**
 * The member's live data (issue 23): GET /api/sync pulls what changed after a cursor;
 * GET /api/sync/events is the stream that says when to pull. Both carry only the signed-in
 * member's records, and answer 401 without a session.
 */
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  SYNC_CHANGE_EVENT,
  SYNC_HEARTBEAT_MS,
  SYNC_END_EVENT,
  SYNC_PING_EVENT,
  SYNC_READY_EVENT,
  type SyncPull,
} from '@shared/sync-api';
import { errorBody } from '../errors';
import { eventStreams } from '../observability/event-streams';
import type { Db } from '../db/client';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import type { SyncListener } from './sync-hub';
import { CURSOR_MALFORMED_MESSAGE, latestChangeOf, pullChanges } from './sync-pull';
import type { SyncHub } from './sync-hub';

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many open connections for this account. Close the app on another device and try again.';

export interface SyncDeps {
  db: Db;
  /** the open streams of this process (server.ts closes them at shutdown) */
  hub: SyncHub;
  /** how often an open stream says it is alive (tests make it short) */
  heartbeatMs?: number;
}

export function syncRoutes({ db, hub, heartbeatMs = SYNC_HEARTBEAT_MS }: SyncDeps) {
  return new Hono<MemberEnv>()
    .use('*', requireUser())
    .get('/', (c) => {
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const since = c.req.query('since');
      const answer = pullChanges(db, c.var.member, since === '' ? undefined : since);
      if (answer === 'malformed') {
        const issues = { since: CURSOR_MALFORMED_MESSAGE };
        return c.json(errorBody(CURSOR_MALFORMED_MESSAGE, { issues }), 400);
      }
      return c.json<SyncPull>(answer);
    })
    .get('/events', (c) => {
      const member = c.var.member;
      const session = c.var.session;
      if (!session) return c.json(errorBody('Please sign in to continue.'), 401);
      const latest = () => latestChangeOf(db, member.id);
      return openEventStream(c, hub, heartbeatMs, member.id, session.id, latest);
    });
}

/**
 * The event stream of one channel of the hub (a member's id, or STAFF_CHANNEL for the console):
 * a `ready` event with the channel's latest change, a `change` poke per change, heartbeats, and
 * `end` when the session that opened it ends. `latest` reads the channel's newest change.
 */
export function openEventStream(
  c: Context,
  hub: SyncHub,
  heartbeatMs: number,
  channel: string,
  sessionId: string,
  latest: () => number,
) {
  c.header('Cache-Control', PRIVATE_NO_STORE);
  if (!hub.hasRoomFor(channel)) return c.json(errorBody(TOO_MANY_STREAMS_MESSAGE), 429);
  // A proxy that buffers would hold every poke until the buffer fills (nginx reads this).
  c.header('X-Accel-Buffering', 'no');
  const lastEventHeader = c.req.header('Last-Event-ID');
  const lastEventId = lastEventHeader === undefined ? NaN : Number(lastEventHeader);
  return streamSSE(c, async (stream) => {
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const send = (write: () => Promise<void>) => {
      // A write to a stream the client left fails: the abort below cleans up.
      write().catch(finish);
    };
    const listener: SyncListener = {
      userId: channel,
      sessionId,
      // Its data: the kinds of record that changed, for the console; empty when not said (a
      // member's app pulls whatever changed, and a reconnect may have missed anything).
      poke: (version, entities = []) =>
        send(() =>
          stream.writeSSE({
            event: SYNC_CHANGE_EVENT,
            data: entities.join(','),
            id: String(version),
          }),
        ),
      end: (reason) => {
        send(async () => {
          await stream.writeSSE({ event: SYNC_END_EVENT, data: reason });
          finish();
        });
      },
    };
    // Checked again: another stream of the channel may have opened since hasRoomFor.
    if (!hub.add(listener)) {
      await stream.writeSSE({ event: SYNC_END_EVENT, data: 'too_many' });
      return;
    }
    stream.onAbort(() => finish());
    // Counted by the metrics, and ended with a last event when the server stops.
    const release = eventStreams.open({
      close: async (last) => {
        await stream.writeSSE({ event: last.event, data: last.data, retry: last.retryMs });
        finish();
      },
    });
    // Headers and a first line at once: a buffering proxy is found out, and the app knows
    // the stream is up. `retry`: how long the browser waits before it reconnects.
    // Its data: the channel's latest change, which an app with an older copy pulls.
    const newest = latest();
    await stream.writeSSE({ event: SYNC_READY_EVENT, data: String(newest), retry: 3000 });
    // Reconnecting after missing something: pull now rather than at the next change.
    if (Number.isSafeInteger(lastEventId) && lastEventId < newest) listener.poke(newest);
    // An event, not a comment: EventSource shows the app events only, and the app falls back
    // to polling when it hears nothing for twice this long (a proxy that buffers).
    const ping = () => stream.writeSSE({ event: SYNC_PING_EVENT, data: '' });
    const heartbeat = setInterval(() => send(ping), heartbeatMs);
    await finished;
    clearInterval(heartbeat);
    release();
    hub.remove(listener);
  });
}
