import { useId } from 'react';
import type { Destination } from '@shared/schemas/catalog';
import { cn } from '@app/components/ui/cn';
import { VACATION_VALUE_ON_PICKER, wholeMoney } from '../lib/membership-offer';
import { shownImage } from '@shared/art-rasters';

interface DestinationOptionProps {
  destination: Destination;
  checked: boolean;
  onSelect: (id: string) => void;
}

/**
 * One complimentary-vacation card: a native radio under the card, so arrow keys move between
 * cards, Space selects, and the choice is announced as checked.
 */
export function DestinationOption({ destination, checked, onSelect }: DestinationOptionProps) {
  const nameId = useId();
  const { id, name, country, duration, imageUrl } = destination;
  return (
    <label
      className={cn(
        'group relative flex cursor-pointer flex-col overflow-hidden rounded-2xl border bg-ink-900 shadow-card transition duration-300 ease-(--ease-luxe) has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/60',
        checked ? 'border-gold-400 shadow-gold' : 'border-ink-700 hover:border-gold-600/60',
      )}
    >
      <input
        type="radio"
        name="complimentary-destination"
        value={id}
        checked={checked}
        onChange={() => onSelect(id)}
        aria-labelledby={nameId}
        className="sr-only"
      />
      <span className="relative block aspect-4/3 sm:aspect-16/10 overflow-hidden bg-ink-800">
        <img
          src={shownImage(imageUrl)}
          alt=""
          loading="lazy"
          className="size-full object-cover transition duration-700 ease-(--ease-luxe) group-hover:scale-[1.03]"
        />
        <span
          aria-hidden
          className="absolute inset-0 bg-linear-to-t from-ink-950/70 to-transparent"
        />
        <CheckMark checked={checked} />
      </span>
      <span className="flex flex-1 flex-col p-3.5 sm:p-5">
        <span className="text-eyebrow font-semibold text-gold-500 uppercase">{country}</span>
        <span
          id={nameId}
          className="mt-1.5 font-display text-lg leading-tight text-ivory-50 sm:text-2xl"
        >
          {name}
        </span>
        <span className="mt-1 text-xs text-stone-400 sm:text-sm">{duration}</span>
        <span className="mt-3 text-xs text-sand-100 sm:mt-4 sm:text-sm">
          valued at{' '}
          <strong className="font-semibold text-gold-300">
            {wholeMoney(VACATION_VALUE_ON_PICKER)}
          </strong>
        </span>
      </span>
    </label>
  );
}

function CheckMark({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'absolute top-2.5 right-2.5 grid size-7 sm:top-3 sm:right-3 sm:size-8 place-items-center rounded-full border transition',
        checked
          ? 'border-gold-300 bg-gold-500 text-ink-950'
          : 'border-ivory-50/50 bg-ink-950/50 text-transparent',
      )}
    >
      <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
        <path d="M3.5 8.5l3 3 6-7" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
