import { useMemo } from 'react';
import { useLocalQuery } from '@app/lib/use-local-query';
import type { Destination } from '@shared/schemas/catalog';
import { sortDestinations } from '../lib/filter-destinations';
import { catalogStatus, type CatalogStatus } from '@app/local/catalog/catalog-status';
import { withSnapshot } from '@app/local/catalog/catalog-snapshot';
import { useCatalogSnapshot } from '@app/lib/use-catalog-snapshot';
import { useCatalogRefresh } from './use-catalog-refresh';
import { useSameWhileEqual } from '@app/lib/use-same-while-equal';

export interface DestinationsResult {
  status: CatalogStatus;
  destinations: Destination[];
}

const LOADING: DestinationsResult = { status: 'loading', destinations: [] };

/** Every cached destination in the curated order, live from Dexie (the page's snapshot first). */
export function useDestinations(): DestinationsResult {
  useCatalogRefresh('destinations');
  const live = useLocalQuery(async (db): Promise<DestinationsResult> => {
    const [rows, meta] = await Promise.all([
      db.destinations.toArray(),
      db.cacheMeta.get('destinations'),
    ]);
    return { status: catalogStatus(rows.length, meta), destinations: sortDestinations(rows) };
  }, []);
  // The same object between renders, and while Dexie's answer equals the snapshot's (the first
  // pull on a pre-rendered page) or the one before: equal data re-renders no card.
  const shown = useCatalogSnapshot();
  const shaped = useMemo(
    () =>
      withSnapshot(
        live,
        'destinations',
        (rows) => ({
          status: 'ready',
          destinations: sortDestinations(rows),
        }),
        shown,
      ) ?? LOADING,
    [live, shown],
  );
  return useSameWhileEqual(shaped);
}
