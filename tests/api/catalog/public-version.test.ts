import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidateCatalog } from '@api/catalog/catalog-cache';
import { holdStock } from '@api/catalog';
import { destinations, productStock } from '@api/db/schema';
import { API } from '@shared/api';
import { appSuite } from '../../helpers/app-suite';

const s = appSuite();

const version = async () => {
  const res = await s.t.request(API.catalogVersion);
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return ((await res.json()) as { version: string }).version;
};

describe('GET /api/catalog/version', () => {
  it('stays the same while nothing changes, and moves when a list does', async () => {
    const first = await version();
    expect(first).toMatch(/^[\w-]{22}$/);
    expect(await version()).toBe(first);

    s.t.db
      .update(destinations)
      .set({ name: 'Aspen Highlands' })
      .where(eq(destinations.slug, 'aspen'))
      .run();
    invalidateCatalog(s.t.db);
    const moved = await version();
    expect(moved).not.toBe(first);

    // Written back as it was: the same lists give the same version again.
    s.t.db.update(destinations).set({ name: 'Aspen' }).where(eq(destinations.slug, 'aspen')).run();
    invalidateCatalog(s.t.db);
    expect(await version()).toBe(first);
  });

  it('moves when the stock the products list shows does', async () => {
    const before = await version();
    const product = (await (await s.t.request(API.products)).json()) as {
      id: number;
      sizes: { size: string; left: number | null }[];
    }[];
    const stocked = product.find((p) => p.sizes.length > 0)!;
    const size = stocked.sizes[0]!.size;
    const now = s.time.now();
    const [row] = s.t.db
      .select()
      .from(productStock)
      .where(and(eq(productStock.productId, stocked.id), eq(productStock.size, size)))
      .all();
    // A hold that leaves 3: the list says "Only 3 left" where it said only "in stock".
    const line = { productId: stocked.id, size, quantity: row!.stock - 3 };
    const held = holdStock(s.t.db, 'order-version-test', line, new Date(+now + 60_000), now);
    expect(held.outcome).toBe('held');
    expect(await version()).not.toBe(before);
  });
});
