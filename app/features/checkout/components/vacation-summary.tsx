import {
  RESERVATION_TIMER,
  VACATION_FACTS,
  vacationPlan,
  type PaymentOption,
} from '../lib/vacation-plan';
import { SummaryCard, SummaryRow, SummaryTotal } from './summary-card';

/** Spec 2.14 and 9: the Chicago stay, the static timer, and the price for the chosen option. */
export function VacationSummary({ option }: { option: PaymentOption }) {
  const plan = vacationPlan(option);
  return (
    <SummaryCard title="Your Chicago getaway">
      <p className="mt-4 flex items-center justify-between gap-4 rounded-2xl border border-gold-500/30 bg-gold-500/8 px-5 py-3 text-sm text-sand-100">
        Your reservation is held for
        <span className="font-display text-2xl text-gold-300 tabular-nums">
          {RESERVATION_TIMER}
        </span>
      </p>
      <dl className="mt-4 divide-y divide-ink-700 text-sm">
        {VACATION_FACTS.map((fact) => (
          <SummaryRow key={fact.label} label={fact.label} value={fact.value} />
        ))}
      </dl>
      <dl className="mt-4 divide-y divide-ink-700 border-t border-gold-500/25 text-sm">
        {plan.schedule.map((payment, i) => (
          <SummaryRow
            key={payment.date}
            label={`Installment ${i + 1} · ${payment.date}`}
            value={payment.amount}
          />
        ))}
        {plan.schedule.length > 0 && <SummaryRow label="Total" value={plan.total} />}
        <SummaryTotal label="Due today" value={plan.dueToday} />
      </dl>
    </SummaryCard>
  );
}
