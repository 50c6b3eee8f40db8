/**
 * Re-authentication (issue 24; OWASP ASVS 5.0 V7.5): a sensitive account action passes only when
 * this session proved its member's password or passkey within the last 5 minutes (a sign-in
 * counts), or when the request carries the password itself. Otherwise it is refused with 403
 * `reauth_required`, and the app asks in a dialog, never by signing the member out.
 */
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { REAUTH_REQUIRED_CODE, REAUTH_WINDOW_MS } from '@shared/account-api';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema/auth';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, type MemberEnv } from '../middleware/require-user';
import { verifyPassword } from './passwords';

export const REAUTH_REQUIRED_MESSAGE = 'Please confirm it is you to continue.';
export const WRONG_PASSWORD_MESSAGE = 'That password is not correct. Please try again.';

/** When the session last proved its member; null when it never did (made before issue 24). */
function verifiedAt(db: Db, sessionId: string): number | null {
  const [row] = db
    .select({ at: sessions.verifiedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .all();
  return row?.at ? Date.parse(row.at) : null;
}

export function recentlyVerified(db: Db, sessionId: string, now: Date): boolean {
  const at = verifiedAt(db, sessionId);
  return at !== null && now.getTime() - at < REAUTH_WINDOW_MS && at <= now.getTime();
}

/** Opens the 5-minute window; answers when it closes. */
export function markVerified(db: Db, sessionId: string, now: Date): Date {
  db.update(sessions)
    .set({ verifiedAt: now.toISOString() })
    .where(eq(sessions.id, sessionId))
    .run();
  return new Date(now.getTime() + REAUTH_WINDOW_MS);
}

export const reauthRequired = (c: Context) => {
  c.header('Cache-Control', PRIVATE_NO_STORE);
  return c.json(errorBody(REAUTH_REQUIRED_MESSAGE, { code: REAUTH_REQUIRED_CODE }), 403);
};

/** The 400 of a wrong password, on the form's own field. */
export const wrongPassword = (c: Context, field: string) =>
  c.json(errorBody(WRONG_PASSWORD_MESSAGE, { issues: { [field]: WRONG_PASSWORD_MESSAGE } }), 400);

export function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .all();
  return verifyPassword(row?.hash, password);
}

/**
 * The check of an action that takes the password in its body or a recent proof: undefined when
 * it may go on (a right password also opens the window), else the refusal to answer.
 */
export async function confirmMember(
  c: Context,
  db: Db,
  who: { userId: string; sessionId: string; now: Date },
  password: string | undefined,
  field: string,
): Promise<Response | undefined> {
  if (password === undefined) {
    return recentlyVerified(db, who.sessionId, who.now) ? undefined : reauthRequired(c);
  }
  if (!(await passwordMatches(db, who.userId, password))) return wrongPassword(c, field);
  markVerified(db, who.sessionId, who.now);
  return undefined;
}

/**
 * Middleware for an action that always needs a recent proof: mounted before the action's rate
 * limit, so being asked to confirm is never counted as a failure.
 */
export const requireRecentCheck =
  (db: Db, clock: () => Date): MiddlewareHandler<MemberEnv> =>
  async (c, next) => {
    const session = c.get('session');
    if (!session || !recentlyVerified(db, session.id, clock())) return reauthRequired(c);
    await next();
  };
