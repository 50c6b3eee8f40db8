import { cn } from '@app/components/ui/cn';
import { CATEGORY_FILTERS, type CategoryFilter as Category } from '../lib/categories';
import { CATEGORY_ROW, categoryChip } from './category-chip';

interface CategoryFilterProps {
  value: Category;
  onChange: (value: Category) => void;
  /** Names the group for screen readers, e.g. 'Filter featured destinations by region'. */
  label: string;
  className?: string;
}

/**
 * All, USA, Europe, Asia, Islands as toggle buttons (aria-pressed), for a list with no URL of its
 * own (the home page's featured destinations): they filter the cards below in place, so a plain
 * button group reads better to a screen reader than tabs with panels. /destinations, whose
 * filters are addresses, uses CategoryLinks instead.
 */
export function CategoryFilter({ value, onChange, label, className }: CategoryFilterProps) {
  return (
    <div role="group" aria-label={label} className={cn(CATEGORY_ROW, className)}>
      {CATEGORY_FILTERS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={categoryChip(option.value === value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
