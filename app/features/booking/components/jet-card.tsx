import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Jet } from '@shared/schemas/catalog';
import { cn } from '@app/components/ui/cn';
import { formatRate } from '../lib/pricing';
import { shownImage } from '@shared/art-rasters';

const CARD =
  'relative flex gap-4 rounded-2xl border bg-ink-850/80 p-3 transition duration-300 ease-(--ease-luxe)';
const IMAGE = 'h-20 w-24 shrink-0 rounded-xl bg-ink-800';
const TEXT = 'flex min-w-0 flex-col justify-center pr-7';
// The four lines of a card, so a placeholder has the same height as the card it stands for.
const LINES = [
  'font-display text-lg leading-tight',
  'mt-0.5 text-[0.68rem] font-semibold tracking-[0.16em] uppercase',
  'mt-1.5 text-xs',
  'mt-0.5 text-xs',
] as const;

interface JetCardProps {
  jet: Jet;
  checked: boolean;
  field: UseFormRegisterReturn<'jetId'>;
  invalid: boolean;
}

/** One jet as a radio card: a native radio, so arrow keys and screen readers work as expected. */
export function JetCard({ jet, checked, field, invalid }: JetCardProps) {
  const detailsId = `jet-${jet.id}-details`;
  return (
    <label
      className={cn(
        CARD,
        'group cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-gold-500/60',
        checked
          ? 'border-gold-500/80 bg-gold-500/8 shadow-gold'
          : 'border-ink-600 hover:border-ink-500',
      )}
    >
      <input
        type="radio"
        value={jet.id}
        aria-label={jet.name}
        aria-describedby={detailsId}
        aria-invalid={invalid || undefined}
        className="sr-only"
        {...field}
      />
      <img
        src={shownImage(jet.imageUrl)}
        alt=""
        width={96}
        height={80}
        className={cn(IMAGE, 'object-cover')}
      />
      <span id={detailsId} className={TEXT}>
        <span className={cn(LINES[0], 'text-ivory-50')}>{jet.name}</span>
        <span className={cn(LINES[1], 'text-gold-400')}>{jet.type}</span>
        <span className={cn(LINES[2], 'text-stone-300')}>
          Up to {jet.capacity} guests · {jet.range}
        </span>
        <span className={cn(LINES[3], 'text-sand-200')}>{formatRate(jet.hourlyRate)} / hour</span>
      </span>
      <span
        aria-hidden
        className={cn(
          'absolute top-3 right-3 grid size-5 place-items-center rounded-full border transition',
          checked ? 'border-gold-400 bg-gold-500' : 'border-ink-500',
        )}
      >
        {checked && <span className="size-1.5 rounded-full bg-ink-950" />}
      </span>
    </label>
  );
}

/** A card's outline while the fleet loads: same box, same line heights, so nothing moves after. */
export function JetCardPlaceholder() {
  const widths = ['w-36', 'w-20', 'w-32', 'w-24'];
  return (
    <div aria-hidden className={cn(CARD, 'border-ink-700')}>
      <span className={cn(IMAGE, 'animate-pulse')} />
      <span className={TEXT}>
        {LINES.map((line, i) => (
          <span key={line} className={line}>
            <span className={cn('inline-block rounded bg-ink-700/60 animate-pulse', widths[i])}>
              &nbsp;
            </span>
          </span>
        ))}
      </span>
    </div>
  );
}
