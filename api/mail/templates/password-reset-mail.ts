import { BRAND } from '@shared/brand';
import type { SupportContact } from '../mail-context';
import type { MailMessage } from '../mailer';
import { brandMessage } from './brand-mail';

export function passwordResetMail(to: string, link: string, support: SupportContact): MailMessage {
  const opening = 'We received a request to reset the password of your account.';
  return brandMessage(
    {
      to,
      subject: `Reset your ${BRAND.fullName} password`,
      heading: 'Reset your password',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        {
          type: 'action',
          label: 'Choose a new password',
          hint: 'the link works once, for one hour',
          href: link,
        },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, ignore this email: your password stays as it is.',
        },
      ],
    },
    support,
  );
}
