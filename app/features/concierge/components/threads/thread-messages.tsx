import { THREADS_API, type ThreadMessage } from '@shared/threads-api';
import { MessageAttachments } from '@app/components/attachments/message-attachments';
import { cn } from '@app/components/ui/cn';
import { momentLabel } from '../../lib/format';
import { Panel } from '../common/panel';

/** The conversation as the member and the club wrote it, oldest first. */
export function ThreadMessages({
  threadId,
  messages,
}: {
  threadId: string;
  messages: readonly ThreadMessage[];
}) {
  return (
    <Panel title={`Messages (${messages.length})`}>
      {messages.length === 0 ? (
        <p className="text-sm text-stone-400">Nothing written yet.</p>
      ) : (
        <ol aria-label="Messages" className="flex flex-col gap-4">
          {messages.map((m) => (
            <li
              key={m.id}
              className={cn(
                'rounded-xl border p-4',
                m.author === 'member'
                  ? 'border-gold-500/25 bg-gold-500/6'
                  : 'ml-6 border-white/6 bg-ink-850/60',
              )}
            >
              <p className="text-xs text-stone-400">
                <span className={m.author === 'member' ? 'text-gold-300' : 'text-sand-100'}>
                  {m.author === 'member' ? 'Member' : 'Concierge'}
                </span>{' '}
                · {momentLabel(m.createdAt)}
              </p>
              {m.body && (
                <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-sand-100">
                  {m.body}
                </p>
              )}
              {m.attachments && m.attachments.length > 0 && (
                <div className="mt-3">
                  <MessageAttachments
                    attachments={m.attachments}
                    urlOf={(id) => THREADS_API.conciergeAttachment(threadId, id)}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
