import type { Product } from '@shared/schemas/catalog';
import { completeTheLook, productIdOf } from '../lib/purchase';
import type { CatalogStatus } from '@app/local/catalog/catalog-status';
import { useProducts } from './use-products';

export type ProductStatus = CatalogStatus | 'missing';

export interface ProductResult {
  status: ProductStatus;
  product?: Product;
  others: Product[];
}

/** One product by its route id, with the pieces that complete the look; 'missing' when unknown. */
export function useProduct(rawId: string | undefined): ProductResult {
  const { status, products } = useProducts();
  const id = productIdOf(rawId);
  if (id === null) return { status: 'missing', others: [] };
  if (status !== 'ready') return { status, others: [] };
  const product = products.find((p) => p.id === id);
  if (!product) return { status: 'missing', others: [] };
  return { status, product, others: completeTheLook(products, id) };
}
