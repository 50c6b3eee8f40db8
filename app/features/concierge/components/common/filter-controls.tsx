import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

const label = 'text-[0.68rem] font-semibold tracking-[0.16em] text-stone-300 uppercase';
export const compactControl =
  'h-10 w-full rounded-lg border border-ink-600 bg-ink-850 px-3 text-sm text-ivory-50 transition placeholder:text-stone-400/70 hover:border-ink-500 focus:border-gold-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-500/40';

/** A list's filters: one row on a wide screen, a grid on a phone. */
export function FilterBar({ label: name, children }: { label: string; children: ReactNode }) {
  return (
    <form
      role="search"
      aria-label={name}
      onSubmit={(e) => e.preventDefault()}
      className="mb-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
    >
      {children}
    </form>
  );
}

interface FilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A choice among a few values; the first, empty one means "all". */
export function FilterSelect({
  label: text,
  value,
  onChange,
  options,
  allLabel = 'All',
  className,
}: FilterProps & { options: readonly FilterOption[]; allLabel?: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5 sm:w-44', className)}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(compactControl, 'cursor-pointer')}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A calendar day (YYYY-MM-DD), with the browser's own picker. */
export function FilterDate({ label: text, value, onChange, className }: FilterProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5 sm:w-40', className)}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(compactControl, '[color-scheme:dark]')}
      />
    </div>
  );
}

const SEARCH_PAUSE_MS = 350;

/**
 * Free text, sent once typing pauses (or on Enter): every keystroke would be a request. The
 * field keeps what is typed while the address catches up, and follows the address when it
 * changes by other means (a link, Back).
 */
export function SearchFilter({
  label: text,
  value,
  onChange,
  placeholder,
  className,
}: FilterProps & { placeholder?: string }) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed by other means: the field follows it (React's "adjust state" pattern).
  if (value !== shown) {
    setShown(value);
    if (typed.trim() !== value.trim()) setTyped(value);
  }
  const send = useEffectEvent((text: string) => onChange(text));
  useEffect(() => {
    if (typed.trim() === value.trim()) return;
    const timer = window.setTimeout(() => send(typed.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, value]);
  return (
    <div className={cn('col-span-2 flex flex-col gap-1.5 sm:w-72', className)}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        type="search"
        value={typed}
        placeholder={placeholder}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange(typed.trim());
        }}
        className={compactControl}
      />
    </div>
  );
}

/** "Clear filters", when any is set. */
export function ClearFilters({ onClear, shown }: { onClear: () => void; shown: boolean }) {
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={onClear}
      className="h-10 cursor-pointer rounded-lg px-3 text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase transition hover:bg-gold-500/10 sm:self-end"
    >
      Clear filters
    </button>
  );
}
