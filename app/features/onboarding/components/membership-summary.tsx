import type { Destination } from '@shared/schemas/catalog';
import { MEMBERSHIP_MONTHLY, MEMBERSHIP_PROMO } from '@shared/constants';
import {
  MEMBERSHIP_LINES,
  MEMBERSHIP_PERKS,
  VACATION_VALUE_ON_CHECKOUT,
  money,
  wholeMoney,
} from '../lib/membership-offer';

/** Spec 9's membership checkout display: the monthly lines, the total, the perks and the gift. */
export function MembershipSummary({ destination }: { destination?: Destination }) {
  return (
    <section
      aria-labelledby="membership-summary"
      className="rounded-3xl border border-gold-500/20 bg-ink-900/90 p-6 shadow-card sm:p-9"
    >
      <h2 id="membership-summary" className="text-display-sm">
        Premium Membership
      </h2>
      <dl className="mt-6 divide-y divide-ink-700 text-sm">
        {MEMBERSHIP_LINES.map((line) => (
          <div key={line.label} className="flex justify-between py-3">
            <dt className="text-stone-300">{line.label}</dt>
            <dd className="text-sand-100 tabular-nums">{money(line.amount)}</dd>
          </div>
        ))}
        <p className="py-3 text-xs text-gold-300">{MEMBERSHIP_PROMO.text}</p>
        <div className="flex items-baseline justify-between pt-5">
          <dt className="font-semibold text-ivory-50">Monthly total</dt>
          <dd className="font-display text-3xl text-gold-300 tabular-nums">
            {money(MEMBERSHIP_MONTHLY.total)}
            <span className="ml-1 font-sans text-sm text-stone-400">/month</span>
          </dd>
        </div>
      </dl>
      <ul className="mt-7 flex flex-col gap-2.5 text-sm text-sand-100">
        {MEMBERSHIP_PERKS.map((perk) => (
          <li key={perk} className="flex items-center gap-3">
            <span aria-hidden className="h-px w-5 shrink-0 bg-gold-500" />
            {perk}
          </li>
        ))}
      </ul>
      <div className="mt-7 rounded-2xl border border-gold-500/30 bg-gold-500/8 p-5">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
          Complimentary vacation
        </p>
        <p className="mt-2 font-display text-2xl text-ivory-50">
          {destination ? `${destination.name}, ${destination.country}` : 'Your chosen destination'}
        </p>
        <p className="mt-1 text-sm text-sand-100">
          Included with your membership, valued at {wholeMoney(VACATION_VALUE_ON_CHECKOUT)}
        </p>
      </div>
    </section>
  );
}
