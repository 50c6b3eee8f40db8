import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Jet } from '@shared/schemas/catalog';
import { cn } from '@app/components/ui/cn';
import type { CatalogStatus } from '@app/local/catalog-status';
import { formatRate } from '../lib/pricing';

interface JetPickerProps {
  jets: Jet[];
  status: CatalogStatus;
  selectedId: string;
  field: UseFormRegisterReturn<'jetId'>;
  error?: string;
}

/** The fleet as radio cards: native radios, so arrow keys and screen readers work as expected. */
export function JetPicker({ jets, status, selectedId, field, error }: JetPickerProps) {
  if (jets.length === 0) {
    return (
      <p role="status" className="text-sm text-stone-300">
        {status === 'unavailable'
          ? "The fleet can't be loaded while you're offline. Reconnect to choose a jet."
          : 'Loading the fleet...'}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {jets.map((jet) => {
          const detailsId = `jet-${jet.id}-details`;
          const checked = selectedId === jet.id;
          return (
            <label
              key={jet.id}
              className={cn(
                'group relative flex cursor-pointer gap-4 rounded-2xl border bg-ink-850/80 p-3 transition duration-300 ease-(--ease-luxe) has-focus-visible:ring-2 has-focus-visible:ring-gold-500/60',
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
                aria-invalid={error ? true : undefined}
                className="sr-only"
                {...field}
              />
              <img
                src={jet.imageUrl}
                alt=""
                className="h-20 w-24 shrink-0 rounded-xl bg-ink-800 object-cover"
              />
              <span id={detailsId} className="flex min-w-0 flex-col justify-center pr-7">
                <span className="font-display text-lg leading-tight text-ivory-50">{jet.name}</span>
                <span className="mt-0.5 text-[0.68rem] font-semibold tracking-[0.16em] text-gold-400 uppercase">
                  {jet.type}
                </span>
                <span className="mt-1.5 text-xs text-stone-300">
                  Up to {jet.capacity} guests · {jet.range}
                </span>
                <span className="mt-0.5 text-xs text-sand-200">
                  {formatRate(jet.hourlyRate)} / hour
                </span>
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
        })}
      </div>
      {error && <p className="text-sm text-danger-300">{error}</p>}
    </div>
  );
}
