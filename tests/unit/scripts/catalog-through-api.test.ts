/** The catalogue the pre-rendered pages are built with (scripts/prerender): never a stock figure. */
import { expect, it } from 'vitest';
import { catalogThroughApi } from '../../../scripts/prerender/catalog-through-api';

it('reads the seeded products through the API, without their stock', async () => {
  const { products } = await catalogThroughApi();
  expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  // The hoodie's XXL is seeded sold out; a page built today must not say so next week, nor the
  // opposite: the app shows stock from its own pull.
  for (const p of products) expect(p.sizes).toEqual([]);
  expect(products[3]!.limitPerCustomer).toBe(2);
});
