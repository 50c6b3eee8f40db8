import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { refreshCatalog } from '@app/local/cache';
import { catalogStatus, type CatalogStatus } from '@app/local/catalog-status';
import { db } from '@app/local/db';
import { useSyncStore } from '@app/stores/sync-store';
import { HOME_MAX_JETS } from '@shared/constants';
import type { Jet } from '@shared/schemas/catalog';

export interface HomeJets {
  status: CatalogStatus;
  jets: Jet[];
}

/*
 * The API sends the fleet in display order, but Dexie returns rows by primary key. The display
 * order is the largest cabin first, which is also the highest hourly rate first.
 */
const byRateDescending = (a: Jet, b: Jet) => Number(b.hourlyRate) - Number(a.hourlyRate);

/** Spec 2.2: the first 3 jets of the fleet, live from Dexie. */
export function useHomeJets(): HomeJets {
  const online = useSyncStore((state) => state.online);
  // A no-op while the copy is fresh; repeated when the connection returns.
  useEffect(() => {
    void refreshCatalog('jets');
  }, [online]);

  const result = useLiveQuery(async (): Promise<HomeJets> => {
    const [rows, meta] = await Promise.all([db.jets.toArray(), db.cacheMeta.get('jets')]);
    return {
      status: catalogStatus(rows.length, meta),
      jets: [...rows].sort(byRateDescending).slice(0, HOME_MAX_JETS),
    };
  });
  return result ?? { status: 'loading', jets: [] };
}
