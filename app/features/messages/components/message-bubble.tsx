import { MessageAttachments } from '@app/components/attachments/message-attachments';
import { cn } from '@app/components/ui/cn';
import { THREADS_API } from '@shared/threads-api';
import type { ShownMessage } from '../lib/conversation';
import { messageTime } from '../lib/message-time';

const DELIVERY_WORDS = {
  sending: 'Sending…',
  waiting: 'Waiting for a connection',
  failed: 'Not sent',
  delivered: null,
} as const;

const filesWord = (n: number) => (n === 1 ? 'one file' : `${n} files`);

/**
 * One message: the member's on the right in gold, the concierge's on the left; its pictures and
 * PDFs beneath its words (or alone, when it has none).
 */
export function MessageBubble({ message, threadId }: { message: ShownMessage; threadId: string }) {
  const mine = message.author === 'member';
  const words = DELIVERY_WORDS[message.delivery];
  const attachments = message.attachments ?? [];
  return (
    <li className={cn('flex flex-col gap-2', mine ? 'items-end' : 'items-start')}>
      <p className="sr-only">{mine ? 'You wrote' : 'Your concierge wrote'}</p>
      {message.body && (
        <div
          className={cn(
            'max-w-[85%] rounded-3xl px-5 py-3 text-[0.95rem] leading-relaxed whitespace-pre-wrap sm:max-w-[70%]',
            mine
              ? 'rounded-br-md bg-gold-500/15 text-ivory-50 ring-1 ring-gold-500/30'
              : 'rounded-bl-md bg-ink-800 text-sand-100 ring-1 ring-white/6',
            message.delivery !== 'delivered' && 'opacity-80',
          )}
        >
          {message.body}
        </div>
      )}
      <MessageAttachments
        attachments={attachments}
        urlOf={(id) => THREADS_API.attachment(threadId, id)}
        align={mine ? 'end' : 'start'}
      />
      {message.pendingFiles ? (
        <p className="px-2 text-xs text-gold-200">With {filesWord(message.pendingFiles)}</p>
      ) : null}
      <p className="px-2 text-xs text-stone-400">
        {!mine && <span className="text-gold-400">Concierge · </span>}
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {words && (
          <span
            role="status"
            className={cn(
              'ml-2',
              message.delivery === 'failed' ? 'text-danger-300' : 'text-gold-200',
            )}
          >
            {words}
            {message.error ? `: ${message.error}` : ''}
          </span>
        )}
      </p>
    </li>
  );
}
