import { useLocalQuery } from '@app/lib/use-local-query';
import { useEffect } from 'react';
import type { Destination } from '@shared/schemas/catalog';
import { refreshCatalog } from '@app/local/catalog/page-catalog';
import { useSyncStore } from '@app/stores/sync-store';
import { compareNames } from '@app/lib/compare-names';

/** Featured destinations first, then by name: the picker's stable order. */
const byFeaturedThenName = (a: Destination, b: Destination) =>
  b.featured - a.featured || compareNames(a.name, b.name);

/**
 * The catalogue's destinations from Dexie (so the picker works offline once pulled), asking for a
 * pull on mount and when the connection returns. undefined until the local read answers.
 */
export function useOnboardingDestinations(): Destination[] | undefined {
  const online = useSyncStore((s) => s.online);
  useEffect(() => {
    void refreshCatalog('destinations');
  }, [online]);
  return useLocalQuery(
    async (db) => (await db.destinations.toArray()).sort(byFeaturedThenName),
    [],
  );
}
