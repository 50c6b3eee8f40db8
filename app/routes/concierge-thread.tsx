import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { ThreadDetailPage } from '@app/features/concierge/components/threads/thread-detail-page';

export default function ConciergeThreadRoute() {
  useTitle('Conversation · Concierge');
  const { id = '' } = useParams();
  return <ThreadDetailPage key={id} id={id} />;
}
