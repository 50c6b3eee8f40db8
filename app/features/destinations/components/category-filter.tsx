import { cn } from '@app/components/ui/cn';
import { CATEGORY_FILTERS, type CategoryFilter as Category } from '../lib/categories';

interface CategoryFilterProps {
  value: Category;
  onChange: (value: Category) => void;
  /** Names the group for screen readers, e.g. 'Filter destinations by region'. */
  label: string;
  className?: string;
}

/**
 * All, USA, Europe, Asia, Islands as toggle buttons (aria-pressed): they filter the cards below in
 * place, so a plain button group reads better to a screen reader than tabs with panels.
 */
export function CategoryFilter({ value, onChange, label, className }: CategoryFilterProps) {
  return (
    // One swipeable row on phones (five chips do not fit 390 px); wrapping from small tablets up.
    <div
      role="group"
      aria-label={label}
      className={cn(
        '-mx-5 flex gap-2 overflow-x-auto px-5 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0',
        className,
      )}
    >
      {CATEGORY_FILTERS.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-10 shrink-0 cursor-pointer rounded-full border px-5 text-[0.7rem] font-semibold uppercase tracking-[0.2em] transition duration-300 ease-(--ease-luxe)',
              active
                ? 'border-gold-400 bg-gold-500/15 text-gold-200'
                : 'border-ink-600 text-stone-300 hover:border-gold-600/70 hover:text-sand-100',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
