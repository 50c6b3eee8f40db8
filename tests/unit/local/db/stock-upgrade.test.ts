/** Dexie version 5 (issue 39): products kept before stock read as not counted, and are pulled again. */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { expect, it } from 'vitest';
import { ClubDB } from '@app/local/db/db';

it('gives products kept by version 4 empty sizes and the spec limit, and makes them stale', async () => {
  const name = `stock-upgrade-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(4).stores({ products: 'id, category', cacheMeta: 'key' });
  await old.table('products').put({ id: 4, name: 'Hoodie', category: 'apparel' });
  await old.table('cacheMeta').put({ key: 'products', fetchedAt: 1_000 });
  old.close();

  const db = new ClubDB(name);
  const product = await db.products.get(4);
  expect(product).toMatchObject({ id: 4, sizes: [], limitPerCustomer: 2 });
  expect(await db.cacheMeta.get('products')).toMatchObject({ fetchedAt: 0 });
  db.close();
  await Dexie.delete(name);
});
