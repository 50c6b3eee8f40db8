import type { ReactNode } from 'react';
import type { Destination, Jet } from '@shared/schemas/catalog';
import { formatTravelDate } from '../lib/travel-dates';
import { BookingSummaryBanner, BookingSummaryPrices, SummaryItem } from './booking-summary-parts';

interface BookingSummaryProps {
  destination: Destination | undefined;
  jet: Jet | undefined;
  departureDate: string;
  returnDate: string;
  guests: number;
  /** The submit button and the notices that go with it. */
  children: ReactNode;
}

/** Spec 2.4: the journey at a glance, hotel and jet prices, and the total shown as 'Included'. */
export function BookingSummary(props: BookingSummaryProps) {
  const { destination, jet, departureDate, returnDate, guests, children } = props;
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="overflow-hidden rounded-3xl border border-white/6 bg-ink-900/90 shadow-card"
    >
      <BookingSummaryBanner destination={destination} />
      <div className="flex flex-col gap-6 p-6 sm:p-7">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <SummaryItem term="Departure" value={formatTravelDate(departureDate)} />
          <SummaryItem term="Return" value={formatTravelDate(returnDate)} />
          <SummaryItem term="Guests" value={String(guests || '—')} />
          <SummaryItem term="Private jet" value={jet?.name ?? 'Not chosen yet'} />
        </dl>
        <div aria-hidden className="hairline opacity-60" />
        <BookingSummaryPrices destination={destination} jet={jet} />
        <p className="-mt-2 text-xs leading-relaxed text-stone-400">
          Hotel and private flight are included in your membership. No payment is taken now: our
          concierge confirms every detail with you.
        </p>
        {children}
      </div>
    </section>
  );
}
