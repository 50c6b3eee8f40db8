import type { ItineraryKind } from '@shared/schemas/itinerary';
import { cn } from '@app/components/ui/cn';
import { KIND_WORDS } from '../../lib/itinerary-form';
import { ItemFields } from './item-fields';

interface ItemCardProps {
  index: number;
  count: number;
  kind: ItineraryKind;
  /** saved before: the member's calendar has its event */
  saved: boolean;
  /** the server's word on the item as a whole */
  issue: string | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

// At the list's end a move is aria-disabled, not disabled: the button keeps the keyboard's focus
// when its item has just been moved there.
const tool =
  'h-8 cursor-pointer rounded-full border border-white/12 px-3 text-[0.66rem] font-semibold tracking-[0.14em] text-sand-100 uppercase transition hover:border-gold-500/50 hover:text-gold-200 aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:border-white/12 aria-disabled:hover:text-sand-100';

/** One item of the itinerary being edited: its place, its kind's fields, and moving it. */
export function ItemCard({ index, count, kind, saved, issue, onMove, onRemove }: ItemCardProps) {
  const n = index + 1;
  const titleId = `itinerary-item-${index}-title`;
  return (
    <li
      data-itinerary-item
      aria-labelledby={titleId}
      className={cn(
        'rounded-xl border bg-ink-850/60 p-4 sm:p-5',
        issue ? 'border-danger-500/50' : 'border-white/8',
      )}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="font-sans text-sm font-semibold text-ivory-50">
          <span className="text-stone-400">Item {n}</span> · {KIND_WORDS[kind]}
          {!saved && <span className="ml-2 text-xs font-normal text-gold-300">new</span>}
        </h3>
        <div className="flex gap-2">
          <button
            type="button"
            className={tool}
            aria-disabled={index === 0 || undefined}
            aria-label={`Move item ${n} up`}
            onClick={() => index > 0 && onMove(index, index - 1)}
          >
            Up
          </button>
          <button
            type="button"
            className={tool}
            aria-disabled={index === count - 1 || undefined}
            aria-label={`Move item ${n} down`}
            onClick={() => index < count - 1 && onMove(index, index + 1)}
          >
            Down
          </button>
          <button
            type="button"
            className={cn(tool, 'hover:border-danger-500/60 hover:text-danger-300')}
            aria-label={`Remove item ${n}`}
            onClick={() => onRemove(index)}
          >
            Remove
          </button>
        </div>
      </div>
      {issue && <p className="mb-3 text-sm text-danger-300">{issue}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <ItemFields index={index} kind={kind} />
      </div>
    </li>
  );
}
