import { useEffect } from 'react';
import type { CatalogKey } from '@app/local/catalog/catalog-key';
import { refreshCatalog } from '@app/local/catalog/page-catalog';
import { useSyncStore } from '@app/stores/sync-store';

/**
 * Asks for a pull on mount and again when the connection returns. refreshCatalog is a no-op while
 * the local copy is fresh and shares a request already in flight, so this costs nothing to repeat.
 */
export function useCatalogRefresh(key: CatalogKey): void {
  const online = useSyncStore((state) => state.online);
  useEffect(() => {
    void refreshCatalog(key);
  }, [key, online]);
}
