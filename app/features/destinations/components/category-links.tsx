import { Link } from 'react-router-dom';
import { cn } from '@app/components/ui/cn';
import { CATEGORY_FILTERS, type CategoryFilter as Category } from '../lib/categories';
import { CATEGORY_ROW, categoryChip } from './category-chip';

interface CategoryLinksProps {
  value: Category;
  /** Where a category leads: its pre-rendered address, with the search term once there is one. */
  hrefFor: (category: Category) => string;
  /** Names the navigation for screen readers, e.g. 'Filter destinations by region'. */
  label: string;
  className?: string;
}

/**
 * All, USA, Europe, Asia, Islands on /destinations as links to /destinations and
 * /destinations/{category} (issue 21): each is a pre-rendered page, so a tap before the app's
 * scripts have run, or with JavaScript off, still filters. Once the app runs, a click navigates
 * in place. `replace`, as the search box does: filtering refines one listing rather than making
 * pages of its own, so Back leaves the listing instead of stepping through every chip tapped.
 * The current one says so with aria-current="page".
 */
export function CategoryLinks({ value, hrefFor, label, className }: CategoryLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className={cn(CATEGORY_ROW, className)}>
        {CATEGORY_FILTERS.map((option) => {
          const active = option.value === value;
          return (
            <li key={option.value} className="shrink-0">
              <Link
                to={hrefFor(option.value)}
                replace
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={categoryChip(active)}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
