import { Link } from 'react-router-dom';
import type { ThreadKind } from '@shared/threads-api';

interface ConversationLinkProps {
  kind: Exclude<ThreadKind, 'general'>;
  refId: string;
}

/** To the conversation with the concierge about this trip, order or request (issue 38). */
export function ConversationLink({ kind, refId }: ConversationLinkProps) {
  const about = encodeURIComponent(`${kind}:${refId}`);
  return (
    <Link
      to={`/messages?about=${about}`}
      className="inline-flex items-center gap-1.5 self-start text-sm text-gold-300 transition hover:text-gold-200"
    >
      Message the concierge <span aria-hidden>→</span>
    </Link>
  );
}
