import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Conversation } from '../lib/conversation';
import { markRead } from '../data/write-messages';
import { KIND_LABEL } from '../lib/thread-kinds';
import { MessageBubble } from './message-bubble';
import { ReplyForm } from './reply-form';

/** One conversation: its messages oldest first, and the reply form once the club has it. */
export function ConversationView({
  conversation,
  onSent,
}: {
  conversation: Conversation;
  onSent?: () => void;
}) {
  const { id, unread, local, messages } = conversation;
  // The club's newest message on screen (one still on its way has no id of the club's yet).
  const newestShown = Math.max(0, ...messages.filter((m) => m.id > 0).map((m) => m.id));
  // Seen on screen is read: the header's count falls at once, and the club is told.
  useEffect(() => {
    if (!local && unread > 0 && newestShown > 0) void markRead(id, newestShown);
  }, [id, unread, local, newestShown]);
  return (
    <section aria-labelledby="conversation-title" className="flex min-h-[60svh] flex-col gap-6">
      <header className="flex flex-col gap-2 border-b border-white/6 pb-5">
        <Link to="/messages" className="text-sm text-gold-300 hover:text-gold-200 lg:hidden">
          ← All conversations
        </Link>
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          {KIND_LABEL[conversation.kind]}
        </p>
        <h2 id="conversation-title" className="text-display-sm">
          {conversation.subject}
        </h2>
      </header>
      {conversation.messages.length === 0 ? (
        <p className="flex-1 text-sm leading-relaxed text-stone-400">
          Nothing written yet. Anything you would like changed or arranged, your concierge reads
          here.
        </p>
      ) : (
        <ol aria-label="Messages" className="flex flex-1 flex-col gap-5">
          {conversation.messages.map((m) => (
            <MessageBubble key={m.clientId ?? m.id} message={m} threadId={id} />
          ))}
        </ol>
      )}
      {local ? (
        <p className="border-t border-white/6 pt-5 text-sm text-stone-400">
          You can write more once your concierge has this conversation.
        </p>
      ) : (
        <ReplyForm threadId={id} onSent={onSent} />
      )}
    </section>
  );
}
