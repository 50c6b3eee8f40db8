import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@app/local/db';
import { HOME_MAX_DESTINATIONS } from '@shared/constants';
import type { CategoryFilter } from '../lib/categories';
import { sortDestinations } from '../lib/filter-destinations';
import { catalogStatus } from '@app/local/catalog-status';
import { useCatalogRefresh } from './use-catalog-refresh';
import type { DestinationsResult } from './use-destinations';

const LOADING: DestinationsResult = { status: 'loading', destinations: [] };

/** Spec 2.2: the All tab shows the featured list, a category tab the full list filtered; max 6. */
export function useFeaturedDestinations(category: CategoryFilter): DestinationsResult {
  useCatalogRefresh('featuredDestinations');
  useCatalogRefresh('destinations');
  return (
    useLiveQuery(async (): Promise<DestinationsResult> => {
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
    }, [category]) ?? LOADING
  );
}
