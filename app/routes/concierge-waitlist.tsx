import { useTitle } from '@app/components/layout/use-title';
import { WaitlistPage } from '@app/features/concierge/components/waitlist/waitlist-page';

export default function ConciergeWaitlistRoute() {
  useTitle('Waitlist · Concierge');
  return <WaitlistPage />;
}
