import type { OrderSummary } from '@shared/api';
import { cents } from '../lib/money';

/** What an order sells, line by line, and what is charged now. */
export function OrderLines({ order, totalLabel }: { order: OrderSummary; totalLabel: string }) {
  return (
    <dl className="divide-y divide-ink-700 text-sm">
      {order.lines.map((line) => (
        <div key={`${line.name}-${line.note ?? ''}`} className="flex justify-between gap-4 py-3">
          <dt className="text-stone-300">
            {line.name}
            {line.note && <span className="block text-xs text-stone-400">{line.note}</span>}
          </dt>
          <dd className="shrink-0 text-sand-100 tabular-nums">
            {line.quantity > 1 && `${line.quantity} × `}
            {cents(line.unitAmountCents)}
          </dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 pt-5">
        <dt className="font-semibold text-ivory-50">{totalLabel}</dt>
        <dd className="font-display text-3xl text-gold-300 lining-nums">
          {cents(order.amountCents)}
        </dd>
      </div>
    </dl>
  );
}
