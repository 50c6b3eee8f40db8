import { BRAND } from '@shared/brand';
import type { MailMessage } from './mailer';
import type { SupportContact } from './password-reset-mail';

/** The link that confirms a new member's address (api/auth/verification-tokens.ts). */
export function verificationMail(to: string, link: string, support: SupportContact): MailMessage {
  return {
    to,
    subject: `Confirm your email for ${BRAND.fullName}`,
    text: [
      `Welcome to ${BRAND.fullName}.`,
      '',
      'Please confirm that this address is yours (the link works once, for 24 hours):',
      link,
      '',
      'Once it is confirmed, orders you placed with this address before joining appear in your dashboard.',
      '',
      'If you did not create an account, ignore this email: nothing happens without the link.',
      '',
      `Questions? Call the concierge on ${support.phone} or write to ${support.email}.`,
    ].join('\n'),
  };
}
