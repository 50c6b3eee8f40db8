/**
 * A password reset by the mailed link (issue 36): the token is checked again inside the
 * transaction (another request may have used it during the hash), used up, the address proven
 * (the link went there), and the account taken back whole: every session and passkey goes, and
 * the member is mailed what was removed.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import type { MailContext } from '../mail/mail-context';
import { queueMail } from '../mail/mail-queue';
import { passwordResetDoneMail } from '../mail/templates/account-mail';
import { takeBackAccount } from './account-recovery';
import { checkResetToken, consumeResetToken } from './reset-tokens';

/** The account of an email (lower-cased), or undefined. */
export const accountIdOf = (db: Db, email: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();

export function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  now: Date,
  mail: MailContext,
) {
  // Checked again after the hash: another request may have used the token meanwhile.
  const outcome = db.transaction(() => {
    const check = checkResetToken(db, token, now);
    if ('problem' in check) return check;
    if (!consumeResetToken(db, token, now)) return { problem: 'token_used' as const };
    const [member] = db
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, check.userId))
      .all();
    if (!member) return { problem: 'token_invalid' as const };
    // Not a profile change, so updatedAt stays: an open profile form must not get a 409.
    db.update(users)
      .set({ passwordHash, emailVerifiedAt: member.verifiedAt ?? now.toISOString() })
      .where(eq(users.id, check.userId))
      .run();
    const { passkeysRemoved } = takeBackAccount(db, check.userId);
    queueMail(db, passwordResetDoneMail(member.email, mail, passkeysRemoved), now);
    return { ...check, email: member.email };
  });
  return outcome;
}
