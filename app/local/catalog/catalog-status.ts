import type { CacheMeta } from '../db/db';

/**
 * loading: nothing cached yet and the first pull has not answered;
 * ready: rows to show (or a successful pull that really returned none);
 * unavailable: nothing cached and the last pull failed (first visit while offline).
 */
export type CatalogStatus = 'loading' | 'ready' | 'unavailable';

export function catalogStatus(rowCount: number, meta: CacheMeta | undefined): CatalogStatus {
  if (rowCount > 0 || (meta?.fetchedAt ?? 0) > 0) return 'ready';
  return meta?.error ? 'unavailable' : 'loading';
}
