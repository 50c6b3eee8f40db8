import type { Destination, Jet } from '@shared/schemas/catalog';
import { cn } from '@app/components/ui/cn';
import { bookingPrices, formatUsd } from '../lib/pricing';
import { shownImage } from '@shared/art-rasters';

/** Until a destination is chosen, a quiet hint of what awaits. */
const PLACEHOLDER_ART = '/images/home/hotels.svg';

/** The chosen destination's picture under its name, or the placeholder art. */
export function BookingSummaryBanner({ destination }: { destination: Destination | undefined }) {
  return (
    <div className="relative aspect-[16/8] bg-ink-800">
      <img
        src={shownImage(destination?.imageUrl ?? PLACEHOLDER_ART)}
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
  );
}

/** The destination's hotel price and the jet's, with the total shown as 'Included'. */
export function BookingSummaryPrices({
  destination,
  jet,
}: {
  destination: Destination | undefined;
  jet: Jet | undefined;
}) {
  const prices = bookingPrices(jet?.hourlyRate, destination?.hotelPrice);
  return (
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
  );
}

/** One fact of the journey: departure, return, guests or jet. */
export function SummaryItem({ term, value }: { term: string; value: string }) {
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
