import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { DESTINATION_CATEGORIES } from '@shared/constants';
import type { Destination, Jet } from '@shared/schemas/catalog';
import { refreshCatalog } from '@app/local/cache';
import { catalogStatus, type CatalogStatus } from '@app/local/catalog-status';
import { db } from '@app/local/db';
import { decimalToCents } from '../lib/pricing';
import { useSyncStore } from '@app/stores/sync-store';

export interface BookingCatalog {
  destinationStatus: CatalogStatus;
  destinations: Destination[];
  jetStatus: CatalogStatus;
  jets: Jet[];
}

const LOADING: BookingCatalog = {
  destinationStatus: 'loading',
  destinations: [],
  jetStatus: 'loading',
  jets: [],
};

const categoryRank = (d: Destination) => DESTINATION_CATEGORIES.indexOf(d.category);

/** The destinations and jets the booking form offers, live from Dexie (pulled when stale). */
export function useBookingCatalog(): BookingCatalog {
  const online = useSyncStore((state) => state.online);
  useEffect(() => {
    // No-ops while the local copy is fresh; asked again when the connection returns.
    void refreshCatalog('destinations');
    void refreshCatalog('jets');
  }, [online]);

  return (
    useLiveQuery(async (): Promise<BookingCatalog> => {
      const [destinations, jets, destinationsMeta, jetsMeta] = await Promise.all([
        db.destinations.toArray(),
        db.jets.toArray(),
        db.cacheMeta.get('destinations'),
        db.cacheMeta.get('jets'),
      ]);
      return {
        destinationStatus: catalogStatus(destinations.length, destinationsMeta),
        jetStatus: catalogStatus(jets.length, jetsMeta),
        destinations: destinations.sort(
          (a, b) => categoryRank(a) - categoryRank(b) || a.name.localeCompare(b.name),
        ),
        // The fleet from the largest cabin down, as the club presents it.
        jets: jets.sort((a, b) => decimalToCents(b.hourlyRate) - decimalToCents(a.hourlyRate)),
      };
    }) ?? LOADING
  );
}
