import { BRAND } from '@shared/brand';
import type { MailMessage } from './mailer';

/** The concierge's line, from SUPPORT_PHONE and SUPPORT_EMAIL, so a member stuck on a link can ask. */
export interface SupportContact {
  phone: string;
  email: string;
}

export function passwordResetMail(to: string, link: string, support: SupportContact): MailMessage {
  return {
    to,
    subject: `Reset your ${BRAND.fullName} password`,
    text: [
      'We received a request to reset the password of your account.',
      '',
      `Choose a new password here (the link works once, for one hour):`,
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      `Questions? Call the concierge on ${support.phone} or write to ${support.email}.`,
    ].join('\n'),
  };
}
