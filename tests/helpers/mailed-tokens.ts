/** The tokens of the links the server mails: password resets, confirmations, invitations. */
import type { MailMessage } from '@api/mail/mailer';

/** The `param` of the first link in a mail's text. */
export function linkParam(text: string, param: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  return new URL(link).searchParams.get(param) ?? '';
}

/**
 * The `token` of the link in the last mail sent through a fake mailer, or in the last one whose
 * subject starts with `subject`.
 */
export function tokenInLastMail(sent: readonly MailMessage[], subject?: string): string {
  const mail = sent.filter((m) => subject === undefined || m.subject.startsWith(subject)).at(-1);
  return linkParam(mail?.text ?? '', 'token');
}

/** The token of the registration link in a waitlist invitation's text. */
export const inviteToken = (text: unknown): string | undefined =>
  /\/register\?invite=([a-z0-9]+)/.exec(String(text))?.[1];
