import { BRAND } from '@shared/brand';
import type { QueuedMail } from '../mail-queue';

export interface MessageReply {
  to: string;
  name: string;
  /** the subject of the message answered, or null */
  subject: string | null;
  /** what they wrote */
  original: string;
  reply: string;
}

// Plain text for now; the mail templates work gives it the brand's HTML part.
export function messageReplyMail(m: MessageReply): QueuedMail {
  return {
    kind: 'message_reply',
    to: m.to,
    subject: m.subject ? `Re: ${m.subject}` : `Your message to ${BRAND.fullName}`,
    text: [`Dear ${m.name},`, '', m.reply, '', '> ' + m.original.split('\n').join('\n> ')].join(
      '\n',
    ),
  };
}
