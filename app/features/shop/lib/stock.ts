import { ONE_SIZE } from '@shared/constants';
import type { Product, ProductSize } from '@shared/schemas/catalog';

/**
 * What the page may say of stock, from the product's `sizes` as the API tells them. A size with
 * no line (a product that keeps no stock, or a page pre-rendered without it) is for sale: the
 * server checks again at checkout and says "Sold out" if it is not.
 */
export const stockLine = (product: Pick<Product, 'sizes'>, size: string): ProductSize | undefined =>
  product.sizes.find((s) => s.size === size);

export const isSoldOut = (line: ProductSize | undefined) => line?.inStock === false;

/** "Only 3 left" below 5, else nothing (the API tells no count above it). */
export const leftText = (line: ProductSize | undefined) =>
  line?.inStock && line.left !== null ? `Only ${line.left} left` : null;

/** The line of goods sold without sizes. */
export const oneSizeLine = (product: Pick<Product, 'sizes'>) => stockLine(product, ONE_SIZE);

/** Every size the product keeps is gone. */
export const allSoldOut = (product: Pick<Product, 'sizes'>) =>
  product.sizes.length > 0 && product.sizes.every((s) => !s.inStock);

/** The most one buyer may take now: the product's limit, or fewer when fewer are left. */
export const maxQuantity = (product: Pick<Product, 'limitPerCustomer'>, line?: ProductSize) =>
  Math.max(1, Math.min(product.limitPerCustomer, line?.left ?? product.limitPerCustomer));
