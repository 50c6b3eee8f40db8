import type { OrderSummary } from '@shared/api';
import { NextStep } from './next-step';
import { OrderLines } from './order-lines';

/** The paid order: Thank you, what was bought, and what comes next. */
export function PaymentConfirmed({ order }: { order: OrderSummary }) {
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
