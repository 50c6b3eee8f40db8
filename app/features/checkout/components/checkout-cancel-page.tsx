import { safeReturnPath } from '../lib/safe-return';
import { StatusScreen } from './status-screen';

/** /checkout/cancel?return=…: the buyer left the payment page; back where they came from. */
export function CheckoutCancelPage({ returnTo }: { returnTo: string | null }) {
  return (
    <StatusScreen
      title="Your payment was cancelled — nothing was charged"
      text="Take your time. Your selection is waiting whenever you are ready."
      action={{ label: 'Return', to: safeReturnPath(returnTo) }}
    />
  );
}
