import { useTitle } from '@app/components/layout/use-title';
import { WaitlistConfirmation } from '@app/features/waitlist/components/waitlist-confirmation';

export default function ThankYouRoute() {
  useTitle("You're on the list");
  return <WaitlistConfirmation />;
}
