import type { ReactNode } from 'react';
import type { Destination, Jet } from '@shared/schemas/catalog';
import { cn } from '@app/components/ui/cn';
import { bookingPrices, formatUsd } from '../lib/pricing';
import { formatTravelDate } from '../lib/travel-dates';

/** Until a destination is chosen, a quiet hint of what awaits. */
const PLACEHOLDER_ART = '/images/home/hotels.svg';

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
  const prices = bookingPrices(jet?.hourlyRate);
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="overflow-hidden rounded-3xl border border-white/6 bg-ink-900/90 shadow-card"
    >
      <div className="relative aspect-[16/8] bg-ink-800">
        <img
          src={destination?.imageUrl ?? PLACEHOLDER_ART}
          alt=""
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-500',
            !destination && 'opacity-40 grayscale-[40%]',
          )}
        />
        <div
          aria-hidden
          className="absolute inset-0 bg-linear-to-t from-ink-900 via-ink-900/40 to-transparent"
        />
        <div className="absolute inset-x-6 bottom-4">
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
            Your journey
          </p>
          <h2 id="booking-summary-title" className="mt-2 text-display-sm">
            {destination ? destination.name : 'Booking summary'}
          </h2>
          {destination && (
            <p className="mt-1 text-sm text-sand-200">
              {destination.country} · {destination.duration}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-6 p-6 sm:p-7">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <SummaryItem term="Departure" value={formatTravelDate(departureDate)} />
          <SummaryItem term="Return" value={formatTravelDate(returnDate)} />
          <SummaryItem term="Guests" value={String(guests || '—')} />
          <SummaryItem term="Private jet" value={jet?.name ?? 'Not chosen yet'} />
        </dl>
        <div aria-hidden className="hairline opacity-60" />
        <dl className="flex flex-col gap-3 text-sm">
          <PriceRow term="Hotel price" value={formatUsd(prices.hotelCents)} />
          <PriceRow
            term="Jet price"
            value={prices.jetCents === undefined ? 'Choose a jet' : formatUsd(prices.jetCents)}
          />
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-white/8 pt-4">
            <dt className="font-display text-2xl text-ivory-50">Total</dt>
            <dd className="font-display text-3xl text-gold-gradient">Included</dd>
          </div>
        </dl>
        <p className="-mt-2 text-xs leading-relaxed text-stone-400">
          Hotel and private flight are included in your membership. No payment is taken now: our
          concierge confirms every detail with you.
        </p>
        {children}
      </div>
    </section>
  );
}

function SummaryItem({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[0.66rem] font-semibold tracking-[0.2em] text-stone-400 uppercase">
        {term}
      </dt>
      <dd className="mt-1 break-words text-sand-100">{value}</dd>
    </div>
  );
}

function PriceRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-stone-300">{term}</dt>
      <dd className="font-medium text-sand-100 tabular-nums">{value}</dd>
    </div>
  );
}
