import { useLocation } from 'react-router-dom';

/** Carried by a link from a list to a record: the list's filters and page, to go back to. */
export interface FromList {
  listSearch: string;
}

export const fromList = (search: string): FromList => ({ listSearch: search });

/** The list a detail was opened from, with its filters; the bare list when opened directly. */
export function useBackToList(listPath: string): string {
  const state = useLocation().state as Partial<FromList> | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return `${listPath}${search}`;
}
