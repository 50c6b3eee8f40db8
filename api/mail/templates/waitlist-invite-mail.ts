import { BRAND } from '@shared/brand';
import type { MailContext } from '../mail-context';
import type { QueuedMail } from '../mail-queue';
import { brandMail } from './brand-mail';

export interface WaitlistInvite {
  to: string;
  firstName: string;
  /** the single-use registration link */
  link: string;
  /** ISO timestamp */
  expiresAt: string;
}

export function waitlistInviteMail(invite: WaitlistInvite, context: MailContext): QueuedMail {
  return brandMail(
    {
      kind: 'waitlist_invite',
      to: invite.to,
      subject: `Your invitation to ${BRAND.fullName}`,
      heading: `Welcome to ${BRAND.fullName}`,
      preview: 'Your place on our waitlist has come up.',
      blocks: [
        { type: 'paragraph', text: `Dear ${invite.firstName},` },
        { type: 'paragraph', text: 'Your place on our waitlist has come up.' },
        { type: 'action', label: 'Create your account', href: invite.link },
        { type: 'paragraph', text: `It works once, until ${invite.expiresAt.slice(0, 10)}.` },
      ],
    },
    context,
  );
}
