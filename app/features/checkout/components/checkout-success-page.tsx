import { useState } from 'react';
import { Button } from '@app/components/ui/button';
import { useCheckoutStatus } from '../data/use-checkout-status';
import { NextStep } from './next-step';
import { OrderLines } from './order-lines';
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
  return (
    <div className="mx-auto w-full max-w-xl px-5 pt-14 pb-24 sm:pt-20">
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        Payment confirmed
      </p>
      <h1 className="mt-5 text-display-lg text-balance">Thank you</h1>
      <section
        aria-labelledby="order-title"
        className="mt-8 rounded-3xl border border-gold-500/25 bg-ink-900/90 p-6 shadow-card sm:p-8"
      >
        <h2 id="order-title" className="text-display-sm">
          {order.description}
        </h2>
        <div className="mt-5">
          <OrderLines order={order} totalLabel="Paid today" />
        </div>
      </section>
      <div className="mt-8">
        <NextStep kind={order.kind} />
      </div>
    </div>
  );
}
