import { BRAND } from '@shared/brand';
import type { QueuedMail } from '../mail-queue';

export interface WaitlistInvite {
  to: string;
  firstName: string;
  /** the single-use registration link */
  link: string;
  /** ISO timestamp */
  expiresAt: string;
}

// Plain text for now; the mail templates work gives it the brand's HTML part.
export function waitlistInviteMail(invite: WaitlistInvite): QueuedMail {
  return {
    kind: 'waitlist_invite',
    to: invite.to,
    subject: `Your invitation to ${BRAND.fullName}`,
    text: [
      `Dear ${invite.firstName},`,
      '',
      'Your place on our waitlist has come up. Create your account with this link:',
      invite.link,
      '',
      `It works once, until ${invite.expiresAt.slice(0, 10)}.`,
    ].join('\n'),
  };
}
