import { useParams, useSearchParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { ConversationAbout } from '@app/features/messages/components/conversation-about';
import { MessagesPage } from '@app/features/messages/components/messages-page';
import { MemberGateStatus } from '@app/features/members/components/shared/member-gate-status';
import { useMemberGate } from '@app/features/members/data/use-member-gate';
import { MESSAGES_UNAUTHORIZED } from '@app/features/members/lib/member-toasts';
import { earnPushOffer } from '@app/features/push/data/push-offer';

/** /messages, /messages/new and /messages/:id (issue 38); ?about=booking:<id> opens a trip's. */
export default function MessagesRoute() {
  useTitle('Messages');
  const { id } = useParams();
  const [search] = useSearchParams();
  const path = id ? `/messages/${encodeURIComponent(id)}` : '/messages';
  const session = useMemberGate(MESSAGES_UNAUTHORIZED, path);
  if (session.status !== 'signed-in') return <MemberGateStatus status={session.status} />;
  const about = search.get('about');
  if (about) return <ConversationAbout ownerId={session.user.id} about={about} />;
  // A message to the concierge is a moment that earns the notifications offer.
  return <MessagesPage ownerId={session.user.id} openId={id} onSent={earnPushOffer} />;
}
