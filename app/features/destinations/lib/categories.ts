import {
  CATEGORY_LABELS,
  DESTINATION_CATEGORIES,
  type DestinationCategory,
} from '@shared/constants';

/** The filter a visitor picks: one of the four categories, or every destination. */
export type CategoryFilter = 'all' | DestinationCategory;

export const CATEGORY_FILTERS: ReadonlyArray<{ value: CategoryFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...DESTINATION_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

/** A URL segment to a filter; anything unknown (a typo, an old link) falls back to All. */
export function parseCategory(param: string | undefined): CategoryFilter {
  const value = param?.toLowerCase();
  return DESTINATION_CATEGORIES.find((category) => category === value) ?? 'all';
}

export function categoryPath(category: CategoryFilter): string {
  return category === 'all' ? '/destinations' : `/destinations/${category}`;
}
