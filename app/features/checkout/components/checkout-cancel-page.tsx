import { useEffect } from 'react';
import { closeCancelledCheckout } from '@app/local/payments/checkout';
import { safeReturnPath } from '../lib/safe-return';
import { StatusScreen } from './status-screen';

/**
 * /checkout/cancel?return=…&order=…: the buyer left the payment page; back where they came from.
 * The order's session is closed at once, so what it held (the shop's last units) is for sale
 * again now rather than when the session would have expired.
 */
export function CheckoutCancelPage({
  returnTo,
  orderId,
}: {
  returnTo: string | null;
  orderId: string | null;
}) {
  useEffect(() => {
    // Unsent (offline, an outage), the session simply ends at its own time.
    if (orderId) closeCancelledCheckout(orderId).catch(() => undefined);
  }, [orderId]);
  return (
    <StatusScreen
      title="Your payment was cancelled — nothing was charged"
      text="Take your time. Your selection is waiting whenever you are ready."
      action={{ label: 'Return', to: safeReturnPath(returnTo) }}
    />
  );
}
