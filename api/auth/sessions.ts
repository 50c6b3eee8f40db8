/**
 * Sessions as Lucia's guide designs them (lucia-auth.com/sessions/basic): the cookie holds a
 * random token, the database only its SHA-256, so a leaked database cannot be replayed as cookies.
 * Thirty days long, renewed when under fifteen remain, so an active member stays signed in; but
 * never past ninety days from sign-in (OWASP ASVS 7.3.2's absolute timeout), so a stolen cookie
 * that is kept busy still dies. A staff session also ends after 12 hours without use (issue 22;
 * ASVS 7.3.1's inactivity timeout): a console left open on a shared desk must not stay signed in.
 * Every session records its last use at most once a minute (the devices list shows it, issue 24):
 * one small write per active session a minute, never one per request.
 */
import { eq } from 'drizzle-orm';
import { isStaffRole, type SessionUser, type UserRole } from '@shared/api';
import type { Db } from '../db/client';
import { sessionIdFromToken } from '../lib/secret-tokens';
import type { Session } from '../middleware/session-env';
import { sessions, users } from '../db/schema/auth';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DURATION_MS = 30 * DAY_MS;
export const SESSION_RENEW_WITHIN_MS = 15 * DAY_MS;
/** From the session's creation, however active it has been. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;
/** Staff only: members keep the 30-day sliding session. */
export const STAFF_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so a busy member is not a write per request. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

export interface SessionValidation {
  session: Session;
  user: SessionUser;
}

/** The User-Agent kept for the devices list: enough to name a browser, never a large header. */
export const USER_AGENT_MAX = 512;

export interface SessionOrigin {
  /** the browser's User-Agent header, named as a device in the devices list */
  userAgent?: string | null;
}

/**
 * A session starts at a sign-in (a password or a passkey checked just now), so it starts as
 * verified: a sensitive action right after signing in asks for nothing more (issue 24).
 */
export function createSession(
  db: Db,
  token: string,
  userId: string,
  now: Date,
  { userAgent = null }: SessionOrigin = {},
): Session {
  const session: Session = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_DURATION_MS),
    fresh: true,
  };
  db.insert(sessions)
    .values({
      id: session.id,
      userId,
      expiresAt: session.expiresAt.toISOString(),
      createdAt: now.toISOString(),
      lastUsedAt: now.toISOString(),
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
      verifiedAt: now.toISOString(),
    })
    .run();
  return session;
}

export function validateSessionToken(db: Db, token: string, now: Date): SessionValidation | null {
  const id = sessionIdFromToken(token);
  const row = db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;

  if (sessionEnd(row, now) !== null) {
    invalidateSession(db, id);
    return null;
  }
  recordUse(db, id, row, now);
  let fresh = false;
  let expiresAt = new Date(row.expiresAt);
  const endOfLife = Date.parse(row.createdAt) + SESSION_ABSOLUTE_LIFETIME_MS;
  const renewed = Math.min(now.getTime() + SESSION_DURATION_MS, endOfLife);
  if (
    now.getTime() >= expiresAt.getTime() - SESSION_RENEW_WITHIN_MS &&
    renewed > expiresAt.getTime()
  ) {
    // Capped at the end of life, so the cookie (and the prune of expired rows) ends with it too.
    expiresAt = new Date(renewed);
    db.update(sessions)
      .set({ expiresAt: expiresAt.toISOString() })
      .where(eq(sessions.id, id))
      .run();
    fresh = true;
  }
  const { userId, email, firstName, lastName, profileImageUrl, role } = row;
  return {
    session: { id, userId, expiresAt, fresh },
    user: { id: userId, email, firstName, lastName, profileImageUrl, role },
  };
}

/** Why a session is no longer alive: past its expiry, past its absolute lifetime, or idle staff. */
export type SessionEnd = 'expired' | 'lifetime' | 'idle';

/** What sessionEnd reads of a session and its account. */
export interface SessionTimes {
  expiresAt: string;
  createdAt: string;
  lastUsedAt: string | null;
  role: UserRole;
}

/**
 * The one rule for whether a session is alive, for every place that decides it (requests here,
 * open event streams in sync-hub.ts): null while alive, else why it ended. An unreadable time
 * counts as ended: NaN would otherwise let the session slide forever. A staff session unused for
 * 12 hours is idle; one from before the role was given may have no last use, so its sign-in
 * counts instead, and a member made staff signs in again unless they did so within the window.
 */
export function sessionEnd(row: SessionTimes, now: Date): SessionEnd | null {
  const at = now.getTime();
  if (!(at < Date.parse(row.expiresAt))) return 'expired';
  if (!(at < Date.parse(row.createdAt) + SESSION_ABSOLUTE_LIFETIME_MS)) return 'lifetime';
  if (
    isStaffRole(row.role) &&
    !(at - Date.parse(row.lastUsedAt ?? row.createdAt) < STAFF_IDLE_TIMEOUT_MS)
  ) {
    return 'idle';
  }
  return null;
}

/** Records this use when the last one recorded is a minute old or more (or unknown). */
function recordUse(db: Db, id: string, row: { lastUsedAt: string | null }, now: Date): void {
  const lastUsed = row.lastUsedAt === null ? Number.NaN : Date.parse(row.lastUsedAt);
  if (!(now.getTime() - lastUsed < LAST_USED_RESOLUTION_MS)) {
    db.update(sessions).set({ lastUsedAt: now.toISOString() }).where(eq(sessions.id, id)).run();
  }
}

export function invalidateSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** For sign-out everywhere and password changes. */
export function invalidateUserSessions(db: Db, userId: string): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}
