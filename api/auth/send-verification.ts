/**
 * Mails a member a new email confirmation link: at registration and when they ask again. The
 * mail is sent after the answer, not awaited, so a slow mail server never holds a sign-up; a
 * failure is logged and the member can send it again from their dashboard.
 */
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { MailContext } from '../mail/mail-context';
import { verificationMail } from '../mail/templates/verification-mail';
import type { Clock, Logger } from '../runtime';
import { issueVerificationToken } from './verification-tokens';

export interface VerificationSenderDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  mail: MailContext;
}

export type SendVerification = (member: { id: string; email: string }) => void;

export function verificationSender(deps: VerificationSenderDeps): SendVerification {
  const { db, clock, log, mailer, mail } = deps;
  const { publicUrl, support } = mail;
  return ({ id, email }) => {
    const token = issueVerificationToken(db, id, email, clock());
    const link = `${publicUrl}/verify-email?token=${token}`;
    mailer
      .send(verificationMail(email, link, support))
      .catch((err: unknown) => log('Email confirmation mail could not be sent', err));
  };
}
