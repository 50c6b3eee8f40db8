import { BRAND } from '@shared/brand';
import type { MailMessage } from '../mailer';
import type { SupportContact } from '../mail-context';
import { brandMessage } from './brand-mail';

/** The link that confirms a new member's address (api/auth/verification-tokens.ts). */
export function verificationMail(to: string, link: string, support: SupportContact): MailMessage {
  return brandMessage(
    {
      to,
      subject: `Confirm your email for ${BRAND.fullName}`,
      heading: `Welcome to ${BRAND.fullName}`,
      preview: 'Please confirm that this address is yours.',
      blocks: [
        { type: 'paragraph', text: `Welcome to ${BRAND.fullName}.` },
        { type: 'paragraph', text: 'Please confirm that this address is yours.' },
        {
          type: 'action',
          label: 'Confirm your email',
          hint: 'the link works once, for 24 hours',
          href: link,
        },
        {
          type: 'paragraph',
          text: 'Once it is confirmed, orders you placed with this address before joining appear in your dashboard.',
        },
        {
          type: 'paragraph',
          text: 'If you did not create an account, ignore this email: nothing happens without the link.',
        },
      ],
    },
    support,
  );
}
