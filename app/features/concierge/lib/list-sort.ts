import type { SortingState } from '@tanstack/react-table';

/** A list's order in the address: `sort=departureDate` (ascending) or `sort=-createdAt`. */
export interface SortChoice {
  id: string;
  desc: boolean;
}

export const sortText = ({ id, desc }: SortChoice) => `${desc ? '-' : ''}${id}`;

/** The order the address asks for, when it names a sortable column; else the list's own. */
export function sortingFrom(
  param: string,
  sortable: readonly string[],
  fallback: SortChoice,
): SortingState {
  const desc = param.startsWith('-');
  const id = desc ? param.slice(1) : param;
  return [sortable.includes(id) ? { id, desc } : fallback];
}

/** The address's `sort` for a new order: '' for the list's own, so its links stay short. */
export function sortParam(sorting: SortingState, fallback: SortChoice): string {
  const [first] = sorting;
  if (!first) return '';
  const text = sortText(first);
  return text === sortText(fallback) ? '' : text;
}
