import type { DemoCheckoutSession } from '@shared/api';
import { Button, buttonClasses } from '@app/components/ui/button';
import { useDemoCheckout } from '../data/use-demo-checkout';
import { DemoBanner } from './demo-banner';
import { OrderLines } from './order-lines';
import { StatusScreen } from './status-screen';

/**
 * /checkout/demo/:id: the local stand-in for the payment provider when no Stripe key is set. It
 * looks like a calm hosted payment page and says plainly that it is a demo.
 */
export function DemoCheckoutPage({ id }: { id: string | undefined }) {
  const { load, pay, cancel, paying } = useDemoCheckout(id);
  if (load.status === 'loading') {
    return <StatusScreen title="Opening the demo checkout" busy />;
  }
  if (load.status !== 'ready') {
    return (
      <StatusScreen
        title={load.status === 'offline' ? 'Checkout needs a connection' : 'Checkout not found'}
        text="This checkout could not be opened. Nothing has been charged."
        action={{ label: 'Back to Shop', to: '/shop' }}
      />
    );
  }
  return <DemoPayment session={load.session} pay={pay} cancel={cancel} paying={paying} />;
}

interface DemoPaymentProps {
  session: DemoCheckoutSession;
  pay: () => Promise<void>;
  cancel: (cancelUrl: string) => Promise<void>;
  paying: boolean;
}

function DemoPayment({ session, pay, cancel, paying }: DemoPaymentProps) {
  const { order } = session;
  return (
    <div className="mx-auto w-full max-w-lg px-5 pt-10 pb-24 sm:pt-14">
      <DemoBanner />
      <section
        aria-labelledby="demo-title"
        className="mt-6 rounded-3xl border border-white/8 bg-ivory-50 p-6 text-ink-950 shadow-card sm:p-8"
      >
        <p className="text-xs font-semibold tracking-[0.24em] text-gold-700 uppercase">
          {session.mode === 'subscription' ? 'Subscribe' : 'Pay'} · Aurelian Private Club
        </p>
        <h1 id="demo-title" className="mt-3 font-display text-3xl text-ink-950">
          {order.description}
        </h1>
        <div className="mt-6 [&_dd]:text-ink-950 [&_dl]:divide-ink-950/10 [&_dt]:text-ink-600">
          <OrderLines order={order} totalLabel="Due today" />
        </div>
        <Button size="lg" className="mt-8 w-full" disabled={paying} onClick={() => void pay()}>
          {paying ? 'Processing...' : 'Pay (demo)'}
        </Button>
        <a
          href={session.cancelUrl}
          onClick={(event) => {
            // Tells the server first, so the units this checkout held are for sale at once.
            event.preventDefault();
            void cancel(session.cancelUrl);
          }}
          className={buttonClasses('ghost', 'md', 'mt-3 w-full text-ink-600 hover:text-ink-950')}
        >
          Cancel
        </a>
      </section>
    </div>
  );
}
