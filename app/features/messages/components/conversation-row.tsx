import { Link } from 'react-router-dom';
import { cn } from '@app/components/ui/cn';
import type { Conversation, ShownMessage } from '../lib/conversation';
import { messageTime } from '../lib/message-time';
import { conversationPath, KIND_LABEL } from '../lib/thread-kinds';

/** One conversation in the list: what it is about, the last words, and what is unread. */
export function ConversationRow({
  conversation,
  open,
}: {
  conversation: Conversation;
  open: boolean;
}) {
  const last = conversation.messages.at(-1);
  const unread = conversation.unread > 0;
  return (
    <li>
      <Link
        to={conversationPath(conversation.id)}
        aria-current={open ? 'page' : undefined}
        className={cn(
          'group flex flex-col gap-1 rounded-2xl px-4 py-3.5 transition hover:bg-white/4',
          open && 'bg-white/6 hover:bg-white/6',
        )}
      >
        <span className="flex items-center justify-between gap-3">
          <span className="text-eyebrow font-semibold tracking-[0.24em] text-gold-500 uppercase">
            {KIND_LABEL[conversation.kind]}
          </span>
          <time dateTime={conversation.lastMessageAt} className="text-xs text-stone-400">
            {messageTime(conversation.lastMessageAt)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-3">
          <span
            className={cn(
              'truncate font-display text-lg leading-snug text-ivory-50',
              !unread && 'text-sand-100',
            )}
          >
            {conversation.subject}
          </span>
          {unread && (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-gold-400 px-1.5 text-[0.68rem] font-semibold text-ink-950">
              {conversation.unread}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </span>
        <span className="truncate text-sm text-stone-400">
          {last
            ? `${last.author === 'concierge' ? 'Concierge' : 'You'}: ${preview(last)}`
            : 'No messages yet'}
        </span>
      </Link>
    </li>
  );
}

/** A message's first words, or what it carries when it has none. */
function preview(message: ShownMessage): string {
  if (message.body) return message.body;
  const files = message.attachments?.length || message.pendingFiles || 0;
  return files === 1 ? 'Sent a file' : `Sent ${files} files`;
}
