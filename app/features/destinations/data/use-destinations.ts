import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@app/local/db';
import type { Destination } from '@shared/schemas/catalog';
import { sortDestinations } from '../lib/filter-destinations';
import { catalogStatus, type CatalogStatus } from '@app/local/catalog-status';
import { useCatalogRefresh } from './use-catalog-refresh';

export interface DestinationsResult {
  status: CatalogStatus;
  destinations: Destination[];
}

const LOADING: DestinationsResult = { status: 'loading', destinations: [] };

/** Every cached destination in the curated order, live from Dexie. */
export function useDestinations(): DestinationsResult {
  useCatalogRefresh('destinations');
  return (
    useLiveQuery(async (): Promise<DestinationsResult> => {
      const [rows, meta] = await Promise.all([
        db.destinations.toArray(),
        db.cacheMeta.get('destinations'),
      ]);
      return { status: catalogStatus(rows.length, meta), destinations: sortDestinations(rows) };
    }) ?? LOADING
  );
}
