import type { MailContext } from '../mail-context';
import type { QueuedMail } from '../mail-queue';
import { brandMail } from './brand-mail';

export interface ThreadReply {
  to: string;
  name: string;
  /** the thread's subject */
  subject: string;
  reply: string;
  /** the thread in the app, where the member answers */
  threadPath: string;
}

/** The concierge's message in a member's conversation, mailed too: mail stays the record. */
export function threadReplyMail(m: ThreadReply, context: MailContext): QueuedMail {
  return brandMail(
    {
      kind: 'thread_reply',
      to: m.to,
      subject: `Re: ${m.subject}`,
      heading: 'A message from your concierge',
      preview: m.reply,
      blocks: [
        { type: 'paragraph', text: `Dear ${m.name},` },
        { type: 'paragraph', text: m.reply },
        {
          type: 'action',
          label: 'Reply in the app',
          href: `${context.publicUrl}${m.threadPath}`,
        },
      ],
    },
    context,
  );
}
