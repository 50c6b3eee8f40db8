/**
 * The open event streams of members' apps (issue 23), in this process: who listens, a poke to
 * every stream of a member whose data changed, and the end of a stream whose session ended.
 *
 * Changes are found in the change feed, not announced by the code that makes them: the feed is
 * written by triggers in every write's own transaction, including writes of other processes (the
 * staff CLI). `check()` runs after each API write in this process (so a poke leaves within
 * milliseconds) and on a short timer while any stream is open (for writes from elsewhere).
 * docs/decisions/007-live-sync.md says how several processes would share pokes.
 */
import { SYNC_STREAMS_PER_MEMBER } from '@shared/sync-api';
import type { Db } from '../db/client';
import type { Clock } from '../runtime';
import { feedBounds } from './sync-pull';
import { invalidateSession, sessionEnd, type SessionTimes } from '../auth';

export interface SyncListener {
  userId: string;
  /** the session the stream was opened with: it ends when that session does */
  sessionId: string;
  /**
   * a change for this channel, at feed version `version`; the console's streams are told what
   * kinds of record changed ('booking', 'thread', …), so a screen reloads only for its own
   */
  poke(version: number, entities?: readonly string[]): void;
  /** the session ended: say so and close (the server's stop goes through event-streams.ts) */
  end(reason: 'signed_out'): void;
}

/**
 * The channel of a staff member's console stream: it hears every member's thread changes. Members'
 * channels are their ids (UUIDs), which never start with it.
 */
export const STAFF_CHANNEL_PREFIX = 'staff:';
export const staffChannel = (staffId: string) => `${STAFF_CHANNEL_PREFIX}${staffId}`;

/** While streams are open: how often writes of other processes are looked for. */
export const FEED_POLL_MS = 500;
/** How often the sessions of open streams are checked, for ends this process did not see. */
export const SESSION_CHECK_MS = 5_000;

export class SyncHub {
  private readonly byUser = new Map<string, Set<SyncListener>>();
  private seen = 0;
  private feedTimer: ReturnType<typeof setInterval> | undefined;
  private sessionTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Open streams in all. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  hasRoomFor(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) < SYNC_STREAMS_PER_MEMBER;
  }

  /** Adds a stream; false when the member already holds the most a member may. */
  add(listener: SyncListener): boolean {
    const set = this.byUser.get(listener.userId) ?? new Set();
    if (set.size >= SYNC_STREAMS_PER_MEMBER) return false;
    if (this.size === 0) this.startTimers();
    set.add(listener);
    this.byUser.set(listener.userId, set);
    return true;
  }

  remove(listener: SyncListener): void {
    const set = this.byUser.get(listener.userId);
    if (!set?.delete(listener)) return;
    if (set.size === 0) this.byUser.delete(listener.userId);
    if (this.size === 0) this.stopTimers();
  }

  /** Pokes the streams of every member with changes since the last look. Cheap when none. */
  check(): void {
    if (this.size === 0) return;
    const { latest } = feedBounds(this.db);
    if (latest <= this.seen) return;
    const changes = this.db.$client
      .prepare(
        `SELECT DISTINCT user_id AS id, entity FROM change_feed WHERE version > ? AND version <= ?`,
      )
      .all(this.seen, latest) as { id: string; entity: string }[];
    this.seen = latest;
    for (const id of new Set(changes.map((c) => c.id))) {
      for (const listener of this.byUser.get(id) ?? []) listener.poke(latest);
    }
    // The console's streams hear of every member's records: the inbox and conversations (issue
    // 38), and Today's counts of bookings, orders and requests.
    const entities = [...new Set(changes.map((c) => c.entity))].sort();
    for (const [channel, set] of this.byUser) {
      if (!channel.startsWith(STAFF_CHANNEL_PREFIX)) continue;
      for (const listener of set) listener.poke(latest, entities);
    }
  }

  /**
   * Ends the streams whose session is gone or no longer alive (signed out, revoked, expired, past
   * its lifetime, idle staff), by the same rule a request meets (sessionEnd), so a stream never
   * outlives what every other request would refuse.
   */
  checkSessions(): void {
    if (this.size === 0) return;
    const now = this.clock();
    const read = this.db.$client.prepare(
      `SELECT s.expires_at AS expiresAt, s.created_at AS createdAt, s.last_used_at AS lastUsedAt,
        u.role AS role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
    );
    for (const set of [...this.byUser.values()]) {
      for (const listener of [...set]) {
        const row = read.get(listener.sessionId) as SessionTimes | undefined;
        if (row && sessionEnd(row, now) === null) continue;
        if (row) invalidateSession(this.db, listener.sessionId);
        this.remove(listener);
        listener.end('signed_out');
      }
    }
  }

  private startTimers(): void {
    // Only changes after the first stream opened matter: older ones are in its first pull.
    this.seen = feedBounds(this.db).latest;
    // unref: open streams alone must not keep a stopping server alive.
    this.feedTimer = setInterval(() => this.check(), FEED_POLL_MS);
    this.feedTimer.unref?.();
    this.sessionTimer = setInterval(() => this.checkSessions(), SESSION_CHECK_MS);
    this.sessionTimer.unref?.();
  }

  private stopTimers(): void {
    clearInterval(this.feedTimer);
    clearInterval(this.sessionTimer);
    this.feedTimer = undefined;
    this.sessionTimer = undefined;
  }
}
