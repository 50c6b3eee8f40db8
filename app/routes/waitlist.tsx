import { useTitle } from '@app/components/layout/use-title';
import { WaitlistPage } from '@app/features/waitlist/components/waitlist-page';

export default function WaitlistRoute() {
  useTitle('Join the Waitlist');
  return <WaitlistPage />;
}
