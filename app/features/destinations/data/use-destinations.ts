import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@app/local/db';
import type { Destination } from '@shared/schemas/catalog';
import { sortDestinations } from '../lib/filter-destinations';
import { catalogStatus, type CatalogStatus } from '@app/local/catalog-status';
import { withSnapshot } from '@app/local/catalog-snapshot';
import { useCatalogRefresh } from './use-catalog-refresh';

export interface DestinationsResult {
  status: CatalogStatus;
  destinations: Destination[];
}

const LOADING: DestinationsResult = { status: 'loading', destinations: [] };

/** Every cached destination in the curated order, live from Dexie (the page's snapshot first). */
export function useDestinations(): DestinationsResult {
  useCatalogRefresh('destinations');
  const live = useLiveQuery(async (): Promise<DestinationsResult> => {
    const [rows, meta] = await Promise.all([
      db.destinations.toArray(),
      db.cacheMeta.get('destinations'),
    ]);
    return { status: catalogStatus(rows.length, meta), destinations: sortDestinations(rows) };
  });
  // Memoised: the snapshot's result must stay the same object between renders, as Dexie's does.
  return useMemo(
    () =>
      withSnapshot(live, 'destinations', (rows) => ({
        status: 'ready',
        destinations: sortDestinations(rows),
      })) ?? LOADING,
    [live],
  );
}
