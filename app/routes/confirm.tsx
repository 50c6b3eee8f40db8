import { useTitle } from '@app/components/layout/use-title';
import { ConfirmPage } from '@app/features/checkout/components/confirm-page';

/** /confirm (spec 2.14): review and secure the vacation booking. */
export default function ConfirmRoute() {
  useTitle('Secure Your Booking');
  return <ConfirmPage />;
}
