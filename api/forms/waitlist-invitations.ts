/**
 * The registration links the console mails to waitlist applicants (issue 22), by the rules of
 * every mailed link (single-use-links.ts): 20 random bytes, only the SHA-256 stored, one use,
 * 14 days. A newer invitation cuts the applicant's unused ones short, and a click on one of those
 * is told a newer link was sent. Written in the caller's transaction: issuing goes with the
 * staff action and its mail, accepting with the new account.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LinkProblemCode, WaitlistInvitation } from '@shared/api';
import type { Db, Tx } from '../db/client';
import { waitlist, waitlistInvites } from '../db/schema/forms';
import { nextUpdatedAt } from '../db/row-version';
import { generateSessionToken, sessionIdFromToken } from '../lib/secret-tokens';

export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const INVITATION_PROBLEMS: Record<LinkProblemCode, string> = {
  token_invalid: 'This invitation link is invalid. Please open it straight from the email.',
  token_used: 'This invitation has already been used to create an account. Please sign in.',
  token_expired:
    'This invitation has expired. Please write to the concierge and we will send a new one.',
  token_replaced: 'A newer invitation has been sent. Please use the link in the most recent email.',
};

export interface IssuedInvitation {
  token: string;
  expiresAt: string;
}

/** Stores a new invitation for the application, cutting its live ones short; answers the token. */
export function issueInvitation(
  tx: Tx,
  entry: { id: number; email: string },
  createdBy: string,
  now: Date,
): IssuedInvitation {
  const token = generateSessionToken();
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  tx.update(waitlistInvites)
    .set({ expiresAt: nowIso })
    .where(
      and(
        eq(waitlistInvites.waitlistId, entry.id),
        isNull(waitlistInvites.usedAt),
        gt(waitlistInvites.expiresAt, nowIso),
      ),
    )
    .run();
  tx.insert(waitlistInvites)
    .values({
      id: sessionIdFromToken(token),
      waitlistId: entry.id,
      email: entry.email,
      expiresAt,
      createdBy,
      createdAt: nowIso,
    })
    .run();
  return { token, expiresAt };
}

export type InvitationCheck =
  | { ok: true; inviteId: string; waitlistId: number; invitation: WaitlistInvitation }
  | { ok: false; problem: LinkProblemCode };

/** Whether the application was sent an invitation after this one (rowid: same instant too). */
function hasNewerInvitation(db: Db | Tx, waitlistId: number, id: string): boolean {
  const newer = db
    .select({ id: waitlistInvites.id })
    .from(waitlistInvites)
    .where(
      and(
        eq(waitlistInvites.waitlistId, waitlistId),
        sql`rowid > (SELECT rowid FROM ${waitlistInvites} WHERE ${waitlistInvites.id} = ${id})`,
      ),
    )
    .limit(1)
    .all();
  return newer.length > 0;
}

/** What an invitation's token is worth right now, without using it. */
export function checkInvitation(db: Db | Tx, token: string, now: Date): InvitationCheck {
  const [row] = db
    .select({
      id: waitlistInvites.id,
      waitlistId: waitlistInvites.waitlistId,
      email: waitlistInvites.email,
      expiresAt: waitlistInvites.expiresAt,
      usedAt: waitlistInvites.usedAt,
      firstName: waitlist.firstName,
      lastName: waitlist.lastName,
    })
    .from(waitlistInvites)
    .innerJoin(waitlist, eq(waitlistInvites.waitlistId, waitlist.id))
    .where(eq(waitlistInvites.id, sessionIdFromToken(token)))
    .all();
  if (!row) return { ok: false, problem: 'token_invalid' };
  if (row.usedAt !== null) return { ok: false, problem: 'token_used' };
  if (now.getTime() >= Date.parse(row.expiresAt)) {
    const replaced = hasNewerInvitation(db, row.waitlistId, row.id);
    return { ok: false, problem: replaced ? 'token_replaced' : 'token_expired' };
  }
  const { email, firstName, lastName, expiresAt } = row;
  return {
    ok: true,
    inviteId: row.id,
    waitlistId: row.waitlistId,
    invitation: { email, firstName, lastName, expiresAt },
  };
}

/**
 * Uses the invitation up for the account just created in `tx`, and marks its application
 * registered. False when the token is not usable (then nothing changes); the `used_at IS NULL`
 * guard makes two registrations with one link count once.
 */
export function acceptInvitation(tx: Tx, token: string, userId: string, now: Date): boolean {
  const check = checkInvitation(tx, token, now);
  if (!check.ok) return false;
  const nowIso = now.toISOString();
  const used = tx
    .update(waitlistInvites)
    .set({ usedAt: nowIso, userId })
    .where(and(eq(waitlistInvites.id, check.inviteId), isNull(waitlistInvites.usedAt)))
    .run();
  if (used.changes !== 1) return false;
  const [entry] = tx
    .select({ updatedAt: waitlist.updatedAt })
    .from(waitlist)
    .where(eq(waitlist.id, check.waitlistId))
    .all();
  if (entry) {
    tx.update(waitlist)
      .set({ status: 'registered', updatedAt: nextUpdatedAt(entry.updatedAt, now) })
      .where(eq(waitlist.id, check.waitlistId))
      .run();
  }
  return true;
}
