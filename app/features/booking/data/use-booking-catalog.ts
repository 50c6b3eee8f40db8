import { useLocalQuery } from '@app/lib/use-local-query';
import { useEffect, useMemo } from 'react';
import { DESTINATION_CATEGORIES } from '@shared/constants';
import type { Destination, Jet } from '@shared/schemas/catalog';
import { refreshCatalog } from '@app/local/catalog/page-catalog';
import { withSnapshot } from '@app/local/catalog/catalog-snapshot';
import { useCatalogSnapshot } from '@app/lib/use-catalog-snapshot';
import { catalogStatus, type CatalogStatus } from '@app/local/catalog/catalog-status';
import { inFleetOrder } from '@app/local/catalog/fleet-order';
import { useSyncStore } from '@app/stores/sync-store';
import { useSameWhileEqual } from '@app/lib/use-same-while-equal';
import { compareNames } from '@app/lib/compare-names';

export interface BookingCatalog {
  destinationStatus: CatalogStatus;
  destinations: Destination[];
  jetStatus: CatalogStatus;
  jets: Jet[];
}

const categoryRank = (d: Destination) => DESTINATION_CATEGORIES.indexOf(d.category);
const byCategoryThenName = (rows: Destination[]) =>
  [...rows].sort((a, b) => categoryRank(a) - categoryRank(b) || compareNames(a.name, b.name));

/** The destinations and jets the booking form offers, live from Dexie (the page's snapshot first). */
export function useBookingCatalog(): BookingCatalog {
  const online = useSyncStore((state) => state.online);
  useEffect(() => {
    // No-ops while the local copy is fresh; asked again when the connection returns.
    void refreshCatalog('destinations');
    void refreshCatalog('jets');
  }, [online]);

  const live = useLocalQuery(async (db) => {
    const [destinations, jets, destinationsMeta, jetsMeta] = await Promise.all([
      db.destinations.toArray(),
      db.jets.toArray(),
      db.cacheMeta.get('destinations'),
      db.cacheMeta.get('jets'),
    ]);
    return {
      destinations: {
        status: catalogStatus(destinations.length, destinationsMeta),
        rows: destinations,
      },
      jets: { status: catalogStatus(jets.length, jetsMeta), rows: jets },
    };
  }, []);

  // The same object between renders, and while Dexie's answer equals the snapshot's (the first
  // pull on a pre-rendered page) or the one before: equal data re-renders no card.
  const shown = useCatalogSnapshot();
  const shaped = useMemo(() => {
    const destinations = withSnapshot(
      live?.destinations,
      'destinations',
      (rows) => ({
        status: 'ready',
        rows,
      }),
      shown,
    );
    const jets = withSnapshot(live?.jets, 'jets', (rows) => ({ status: 'ready', rows }), shown);
    return {
      destinationStatus: destinations?.status ?? 'loading',
      destinations: byCategoryThenName(destinations?.rows ?? []),
      jetStatus: jets?.status ?? 'loading',
      jets: inFleetOrder(jets?.rows ?? []),
    };
  }, [live, shown]);
  return useSameWhileEqual(shaped);
}
