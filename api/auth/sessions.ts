/**
 * Sessions as Lucia's guide designs them (lucia-auth.com/sessions/basic): the cookie holds a
 * random token, the database only its SHA-256, so a leaked database cannot be replayed as cookies.
 * Thirty days long, renewed when under fifteen remain, so an active member stays signed in; but
 * never past ninety days from sign-in (OWASP ASVS 7.3.2's absolute timeout), so a stolen cookie
 * that is kept busy still dies.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/api';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DURATION_MS = 30 * DAY_MS;
export const SESSION_RENEW_WITHIN_MS = 15 * DAY_MS;
/** From the session's creation, however active it has been. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;
/** 20 bytes = 160 bits of entropy, Lucia's minimum; base32 keeps the cookie value URL-safe. */
const TOKEN_BYTES = 20;

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  /** true when this validation extended the expiry, so the cookie must be sent again */
  fresh: boolean;
}

export interface SessionValidation {
  session: Session;
  user: SessionUser;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The session id stored for a token: hex SHA-256, never the token itself. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function createSession(db: Db, token: string, userId: string, now: Date): Session {
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
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;

  let expiresAt = new Date(row.expiresAt);
  const endOfLife = Date.parse(row.createdAt) + SESSION_ABSOLUTE_LIFETIME_MS;
  // An unreadable created_at counts as ended: NaN would otherwise let the session slide forever.
  if (now.getTime() >= expiresAt.getTime() || !(now.getTime() < endOfLife)) {
    invalidateSession(db, id);
    return null;
  }
  let fresh = false;
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
  const { userId, email, firstName, lastName, profileImageUrl } = row;
  return {
    session: { id, userId, expiresAt, fresh },
    user: { id: userId, email, firstName, lastName, profileImageUrl },
  };
}

export function invalidateSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** For sign-out everywhere and password changes. */
export function invalidateUserSessions(db: Db, userId: string): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}
