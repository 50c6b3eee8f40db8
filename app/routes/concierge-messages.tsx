import { useTitle } from '@app/components/layout/use-title';
import { MessagesPage } from '@app/features/concierge/components/messages/messages-page';

export default function ConciergeMessagesRoute() {
  useTitle('Messages · Concierge');
  return <MessagesPage />;
}
