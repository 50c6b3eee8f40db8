import { BRAND } from '@shared/brand';
import type { MailContext } from '../mail-context';
import type { QueuedMail } from '../mail-queue';
import { brandMail } from './brand-mail';

export interface MessageReply {
  to: string;
  name: string;
  /** the subject of the message answered, or null */
  subject: string | null;
  /** what they wrote */
  original: string;
  reply: string;
}

export function messageReplyMail(m: MessageReply, context: MailContext): QueuedMail {
  return brandMail(
    {
      kind: 'message_reply',
      to: m.to,
      subject: m.subject ? `Re: ${m.subject}` : `Your message to ${BRAND.fullName}`,
      heading: 'A reply from your concierge',
      preview: m.reply,
      blocks: [
        { type: 'paragraph', text: `Dear ${m.name},` },
        { type: 'paragraph', text: m.reply },
        { type: 'quote', label: 'You wrote', text: m.original },
      ],
    },
    context,
  );
}
