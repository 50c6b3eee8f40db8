import { useEffect, useMemo } from 'react';
import { wantLocal } from '@app/local/db/local-start';
import { useLocalQuery } from '@app/lib/use-local-query';
import { HOME_MAX_DESTINATIONS } from '@shared/constants';
import type { Destination } from '@shared/schemas/catalog';
import type { CategoryFilter } from '../lib/categories';
import { sortDestinations } from '../lib/filter-destinations';
import { catalogStatus } from '@app/local/catalog/catalog-status';
import { withSnapshot } from '@app/local/catalog/catalog-snapshot';
import { useCatalogSnapshot } from '@app/lib/use-catalog-snapshot';
import { useCatalogRefresh } from './use-catalog-refresh';
import type { DestinationsResult } from './use-destinations';
import { useSameWhileEqual } from '@app/lib/use-same-while-equal';

const LOADING: DestinationsResult = { status: 'loading', destinations: [] };

/** Spec 2.2: the All tab shows the featured list, a category tab the full list filtered; max 6. */
export function useFeaturedDestinations(category: CategoryFilter): DestinationsResult {
  useCatalogRefresh('featuredDestinations');
  useCatalogRefresh('destinations');
  // A category tab lists what only the database holds (the page came with the featured list).
  useEffect(() => {
    if (category !== 'all') wantLocal();
  }, [category]);
  const live = useLocalQuery(
    async (db): Promise<DestinationsResult> => {
      const [rows, meta] =
        category === 'all'
          ? await Promise.all([
              db.featuredDestinations.toArray(),
              db.cacheMeta.get('featuredDestinations'),
            ])
          : await Promise.all([
              db.destinations.where('category').equals(category).toArray(),
              db.cacheMeta.get('destinations'),
            ]);
      return {
        status: catalogStatus(rows.length, meta),
        destinations: sortDestinations(rows).slice(0, HOME_MAX_DESTINATIONS),
      };
    },
    [category],
  );
  // The same object between renders, and while Dexie's answer equals the snapshot's (the first
  // pull on a pre-rendered page) or the one before: equal data re-renders no card.
  const snapshot = useCatalogSnapshot();
  const shaped = useMemo(
    () =>
      (category === 'all'
        ? withSnapshot(live, 'featuredDestinations', shown, snapshot)
        : withSnapshot(
            live,
            'destinations',
            (rows) => shown(rows.filter((d) => d.category === category)),
            snapshot,
          )) ?? LOADING,
    [live, snapshot, category],
  );
  return useSameWhileEqual(shaped);
}

const shown = (rows: Destination[]): DestinationsResult => ({
  status: 'ready',
  destinations: sortDestinations(rows).slice(0, HOME_MAX_DESTINATIONS),
});
