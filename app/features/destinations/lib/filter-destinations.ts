import { CATEGORY_LABELS, DESTINATION_CATEGORIES } from '@shared/constants';
import type { Destination } from '@shared/schemas/catalog';
import type { CategoryFilter } from './categories';
import { compareNames } from '@app/lib/compare-names';

/*
 * Dexie hands rows back in primary-key (uuid) order, which is random to a reader. The curated
 * order is the menu's: USA, Europe, Asia, Islands, then alphabetical within each.
 */
export function sortDestinations(rows: readonly Destination[]): Destination[] {
  const rank = (d: Destination) => DESTINATION_CATEGORIES.indexOf(d.category);
  return [...rows].sort((a, b) => rank(a) - rank(b) || compareNames(a.name, b.name));
}

export function normaliseSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** Spec 2.3: the search matches the name or the country, case-insensitively. */
export function filterDestinations(
  rows: readonly Destination[],
  search: string,
  category: CategoryFilter,
): Destination[] {
  const term = normaliseSearch(search);
  return rows.filter(
    (d) =>
      (category === 'all' || d.category === category) &&
      (term === '' ||
        d.name.toLowerCase().includes(term) ||
        d.country.toLowerCase().includes(term)),
  );
}

/** 'Showing 2 destinations for "paris" in Europe' (spec 2.3), singular for exactly one. */
export function resultsSummary(count: number, search: string, category: CategoryFilter): string {
  const noun = count === 1 ? 'destination' : 'destinations';
  const term = search.trim();
  const forTerm = term ? ` for "${term}"` : '';
  const inCategory = category === 'all' ? '' : ` in ${CATEGORY_LABELS[category]}`;
  return `Showing ${count} ${noun}${forTerm}${inCategory}`;
}
