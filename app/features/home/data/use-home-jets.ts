import { useEffect, useMemo } from 'react';
import { useLocalQuery } from '@app/lib/use-local-query';
import { refreshCatalog } from '@app/local/catalog/page-catalog';
import { catalogStatus, type CatalogStatus } from '@app/local/catalog/catalog-status';
import { withSnapshot } from '@app/local/catalog/catalog-snapshot';
import { useCatalogSnapshot } from '@app/lib/use-catalog-snapshot';
import { inFleetOrder } from '@app/local/catalog/fleet-order';
import { useSyncStore } from '@app/stores/sync-store';
import { HOME_MAX_JETS } from '@shared/constants';
import type { Jet } from '@shared/schemas/catalog';
import { useSameWhileEqual } from '@app/lib/use-same-while-equal';

export interface HomeJets {
  status: CatalogStatus;
  jets: Jet[];
}

const LOADING: HomeJets = { status: 'loading', jets: [] };

const firstJets = (rows: Jet[]) => inFleetOrder(rows).slice(0, HOME_MAX_JETS);

/** Spec 2.2: the first 3 jets of the fleet, live from Dexie (the page's snapshot first). */
export function useHomeJets(): HomeJets {
  const online = useSyncStore((state) => state.online);
  // A no-op while the copy is fresh; repeated when the connection returns.
  useEffect(() => {
    void refreshCatalog('jets');
  }, [online]);

  const result = useLocalQuery(async (db): Promise<HomeJets> => {
    const [rows, meta] = await Promise.all([db.jets.toArray(), db.cacheMeta.get('jets')]);
    return { status: catalogStatus(rows.length, meta), jets: firstJets(rows) };
  }, []);
  // The same object between renders, and while Dexie's answer equals the snapshot's (the first
  // pull on a pre-rendered page) or the one before: equal data re-renders no card.
  const shown = useCatalogSnapshot();
  const shaped = useMemo(
    () =>
      withSnapshot(result, 'jets', (rows) => ({ status: 'ready', jets: firstJets(rows) }), shown) ??
      LOADING,
    [result, shown],
  );
  return useSameWhileEqual(shaped);
}
