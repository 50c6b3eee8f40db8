import { useTitle } from '@app/components/layout/use-title';
import { ThreadsPage } from '@app/features/concierge/components/threads/threads-page';

export default function ConciergeThreadsRoute() {
  useTitle('Conversations · Concierge');
  return <ThreadsPage />;
}
