import { useState } from 'react';
import { Button } from '@app/components/ui/button';
import { useCheckoutStatus } from '../data/use-checkout-status';
import { PaymentConfirmed } from './payment-confirmed';
import { PaymentRefunded } from './payment-refunded';
import { StatusScreen } from './status-screen';

/**
 * /checkout/success?session_id=…: waits for the payment to be confirmed (the webhook, or the
 * demo's Pay), then shows what was bought and what comes next.
 */
export function CheckoutSuccessPage({ sessionId }: { sessionId: string | null }) {
  const [round, setRound] = useState(0);
  const status = useCheckoutStatus(sessionId, round);

  if (status.state === 'missing') {
    return (
      <StatusScreen
        title="We could not find this checkout"
        text="If you paid, your order will appear on your dashboard shortly."
        action={{ label: 'Back to Shop', to: '/shop' }}
      />
    );
  }
  if (status.state === 'confirming') {
    return <StatusScreen title="Confirming your payment" text="This takes a moment." busy />;
  }
  if (status.state === 'slow') {
    return (
      <StatusScreen
        title="Still confirming your payment"
        text="Your payment provider has not confirmed yet. Nothing is lost: refresh in a moment, or find the order on your dashboard later."
      >
        <Button
          variant="outline"
          size="lg"
          className="mt-10"
          onClick={() => setRound((r) => r + 1)}
        >
          Refresh
        </Button>
      </StatusScreen>
    );
  }
  const { order } = status.session;
  if (order.status === 'refunded') {
    return <PaymentRefunded order={order} reason={status.session.refundReason} />;
  }
  return <PaymentConfirmed order={order} />;
}
