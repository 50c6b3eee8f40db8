import { Link } from 'react-router-dom';
import { buttonClasses } from '@app/components/ui/button';
import type { Conversation } from '../lib/conversation';
import { ConversationRow } from './conversation-row';

interface ConversationListProps {
  conversations: Conversation[];
  openId?: string;
}

/** Every conversation, newest first, under "Ask the concierge". */
export function ConversationList({ conversations, openId }: ConversationListProps) {
  return (
    <nav aria-label="Conversations" className="flex flex-col gap-3">
      <Link to="/messages/new" className={buttonClasses('gold', 'md', 'w-full')}>
        Ask the concierge
      </Link>
      {conversations.length === 0 ? (
        <p className="px-4 py-6 text-sm leading-relaxed text-stone-400">
          No conversations yet. Each trip, order and consultation request opens one, and your
          concierge answers here, usually within the hour.
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {conversations.map((c) => (
            <ConversationRow key={c.id} conversation={c} open={c.id === openId} />
          ))}
        </ul>
      )}
    </nav>
  );
}
