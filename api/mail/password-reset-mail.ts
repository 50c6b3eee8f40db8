import { BRAND } from '@shared/brand';
import type { MailMessage } from './mailer';

export function passwordResetMail(to: string, link: string): MailMessage {
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
    ].join('\n'),
  };
}
