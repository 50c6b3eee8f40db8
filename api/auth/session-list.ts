/**
 * The devices list (issue 24): a member's live sessions, and ending one or all but this one.
 * A session's key never leaves the server: the list names each by a digest of it, good only to
 * end it, and only by its own member (another member's digest is 'not found').
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, ne } from 'drizzle-orm';
import type { SessionItem } from '@shared/account-api';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/auth';
import { sessionsWithPush } from '../push';
import { deviceName } from './device-names';
import { sessionEnd } from './sessions';

export const publicSessionId = (sessionId: string) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(`device:${sessionId}`))).slice(0, 32);

type SessionRow = typeof sessions.$inferSelect;

/** The member's sessions that a request could still use: by sessionEnd, the one rule. */
function liveSessions(db: Db, userId: string, now: Date): SessionRow[] {
  const [account] = db.select({ role: users.role }).from(users).where(eq(users.id, userId)).all();
  if (!account) return [];
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .all()
    .filter((row) => sessionEnd({ ...row, role: account.role }, now) === null);
}

/** This device first, then the most recently active. */
export function listSessions(db: Db, userId: string, currentId: string, now: Date): SessionItem[] {
  const live = liveSessions(db, userId, now);
  const notifying = sessionsWithPush(
    db,
    userId,
    live.map((row) => row.id),
  );
  return live
    .map((row) => ({
      id: publicSessionId(row.id),
      device: deviceName(row.userAgent),
      createdAt: row.createdAt,
      // This request is activity too, though it is recorded at most once a minute.
      lastActiveAt: row.id === currentId ? now.toISOString() : (row.lastUsedAt ?? row.createdAt),
      current: row.id === currentId,
      notifications: notifying.has(row.id),
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
    );
}

/** The session of the member behind a listed id; undefined when there is none. */
export function findMemberSession(
  db: Db,
  userId: string,
  publicId: string,
  now: Date,
): string | undefined {
  return liveSessions(db, userId, now).find((row) => publicSessionId(row.id) === publicId)?.id;
}

/** Ends every session of the member but `keepId`; answers how many ended. */
export function endOtherSessions(db: Db, userId: string, keepId: string): number {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .run().changes;
}
