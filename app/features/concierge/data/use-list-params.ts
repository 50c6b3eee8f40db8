import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@shared/schemas/paging';

/** The page sizes the pager offers (the API allows any up to PAGE_SIZE_MAX). */
export const PAGE_SIZES = [25, PAGE_SIZE_DEFAULT, 100, PAGE_SIZE_MAX] as const;

export interface ListParams {
  /** a filter's value from the address; '' when absent */
  value: (name: string) => string;
  page: number;
  pageSize: number;
  /** what the API is asked: the filters that are set, the page and its size */
  query: URLSearchParams;
  /** sets filters ('' removes one) and goes back to the first page */
  setFilters: (patch: Record<string, string>) => void;
  /** the address of another page of the same list, for a link */
  pageSearch: (page: number) => string;
  setPageSize: (size: number) => void;
  /** whether any filter narrows the list (its order is not a filter) */
  filtered: boolean;
  clearFilters: () => void;
}

/** The list's order travels with its filters, but clearing them keeps it. */
const ORDER = 'sort';

const wholeNumber = (text: string | null, fallback: number, max: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * A console list's state lives in the address (`?status=pending&page=2`): a reload, a link from
 * Today, the back button and a colleague's pasted link all open the same rows.
 */
export function useListParams(filters: readonly string[]): ListParams {
  const [params, setParams] = useSearchParams();
  const page = wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER);
  const pageSize = wholeNumber(params.get('pageSize'), PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX);

  const query = new URLSearchParams();
  for (const name of filters) {
    const value = params.get(name)?.trim();
    if (value) query.set(name, value);
  }
  query.set('page', String(page));
  query.set('pageSize', String(pageSize));

  const withChanges = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(patch)) {
      if (value === '') next.delete(name);
      else next.set(name, value);
    }
    return next;
  };

  const narrowing = filters.filter((name) => name !== ORDER);
  return {
    value: (name) => params.get(name) ?? '',
    filtered: narrowing.some((name) => query.has(name)),
    clearFilters: () => {
      const next = withChanges(Object.fromEntries(narrowing.map((name) => [name, ''])));
      next.delete('page');
      setParams(next);
    },
    page,
    pageSize,
    query,
    setFilters: (patch) => {
      const next = withChanges(patch);
      next.delete('page');
      setParams(next);
    },
    pageSearch: (to) => `?${withChanges({ page: to === 1 ? '' : String(to) }).toString()}`,
    setPageSize: (size) => {
      const next = withChanges({ pageSize: size === PAGE_SIZE_DEFAULT ? '' : String(size) });
      next.delete('page');
      setParams(next);
    },
  };
}
