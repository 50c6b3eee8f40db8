import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { MessageDetailPage } from '@app/features/concierge/components/messages/message-detail-page';

export default function ConciergeMessageRoute() {
  useTitle('Message · Concierge');
  const { id = '' } = useParams();
  return <MessageDetailPage key={id} id={id} />;
}
