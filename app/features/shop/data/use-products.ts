import { useEffect, useMemo } from 'react';
import { useLocalQuery } from '@app/lib/use-local-query';
import { refreshCatalog } from '@app/local/catalog/page-catalog';
import { useSyncStore } from '@app/stores/sync-store';
import type { Product } from '@shared/schemas/catalog';
import { catalogStatus, type CatalogStatus } from '@app/local/catalog/catalog-status';
import { withSnapshot } from '@app/local/catalog/catalog-snapshot';
import { useCatalogSnapshot } from '@app/lib/use-catalog-snapshot';
import { useSameWhileEqual } from '@app/lib/use-same-while-equal';

export interface ProductsResult {
  status: CatalogStatus;
  /** every cached product, in the shop's order (by id) */
  products: Product[];
}

const LOADING: ProductsResult = { status: 'loading', products: [] };

/**
 * The product catalogue live from Dexie. Asks for a pull on mount and when the connection
 * returns; refreshCatalog is a no-op while the copy is fresh, so repeating it costs nothing.
 */
export function useProducts(): ProductsResult {
  const online = useSyncStore((s) => s.online);
  useEffect(() => {
    void refreshCatalog('products');
  }, [online]);
  const live = useLocalQuery(async (db): Promise<ProductsResult> => {
    const [rows, meta] = await Promise.all([
      db.products.orderBy('id').toArray(),
      db.cacheMeta.get('products'),
    ]);
    return { status: catalogStatus(rows.length, meta), products: rows };
  }, []);
  // The same object between renders, and while Dexie's answer equals the snapshot's (the first
  // pull on a pre-rendered page) or the one before: equal data re-renders no card.
  const shown = useCatalogSnapshot();
  const shaped = useMemo(
    () =>
      withSnapshot(
        live,
        'products',
        (rows) => ({
          status: 'ready',
          products: [...rows].sort((a, b) => a.id - b.id),
        }),
        shown,
      ) ?? LOADING,
    [live, shown],
  );
  return useSameWhileEqual(shaped);
}
