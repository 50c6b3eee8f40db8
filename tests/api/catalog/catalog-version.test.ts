/**
 * The catalogue's one version (migration 0015): triggers raise it with every change to what the
 * public reads show, whoever makes it, so the cached lists follow a change no code announced.
 */
import { expect, it } from 'vitest';
import { VERSION_CHECK_MS } from '@api/catalog/catalog-cache';
import { API } from '@shared/api';
import type { Destination, Jet, Product } from '@shared/schemas/catalog';
import { appSuite } from '../../helpers/app-suite';

const s = appSuite();

const version = () =>
  (s.t.db.$client.prepare('SELECT version FROM catalog_version').get() as { version: number })
    .version;
const sql = (text: string) => s.t.db.$client.prepare(text).run();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('raises the version on every write to the public tables, and only those', () => {
  const steps = [
    "UPDATE destinations SET name = 'Aspen!' WHERE slug = 'aspen'",
    'UPDATE private_jets SET capacity = capacity + 1 WHERE rowid = 1',
    "UPDATE products SET price = '1.00' WHERE id = 1",
    'UPDATE product_stock SET stock = stock + 1 WHERE rowid = 1',
    "INSERT INTO catalog_pictures (id, widths, width, height, created_at, created_by) VALUES ('" +
      'c'.repeat(32) +
      "', '[640]', 640, 480, 'x', 'x')",
    "INSERT INTO catalog_picture_links VALUES ('jets', 'j', 0, '" + 'c'.repeat(32) + "', 'alt')",
    'DELETE FROM catalog_picture_links',
  ];
  const seen = [version()];
  for (const step of steps) {
    sql(step);
    seen.push(version());
  }
  // The picture row alone is no change to a public read; each other step is one.
  expect(seen.slice(1).map((v, i) => v - seen[i]!)).toEqual([1, 1, 1, 1, 0, 1, 1]);
});

it.each([
  [API.products, "UPDATE products SET price = '301.00' WHERE id = 1", '"price":"301.00"'],
  [API.jets, "UPDATE private_jets SET range = 'Far' WHERE rowid = 1", '"range":"Far"'],
  [
    API.destinations,
    "UPDATE destinations SET country = 'Atlantis' WHERE slug = 'aspen'",
    'Atlantis',
  ],
])('%s shows a raw UPDATE within a second, with a new ETag', async (path, update, shown) => {
  const before = await s.t.request(path);
  sql(update);
  await pause(VERSION_CHECK_MS + 100);
  const after = await s.t.request(path);
  expect(await after.text()).toContain(shown);
  expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
});

it('drops a record archived by hand from the public lists', async () => {
  await s.t.request(API.products);
  sql("UPDATE products SET archived_at = '2025-09-20T12:00:00.000Z' WHERE id = 1");
  sql("UPDATE private_jets SET archived_at = '2025-09-20T12:00:00.000Z' WHERE rowid = 1");
  sql("UPDATE destinations SET archived_at = '2025-09-20T12:00:00.000Z' WHERE slug = 'aspen'");
  await pause(VERSION_CHECK_MS + 100);
  const products = (await (await s.t.request(API.products)).json()) as Product[];
  const jets = (await (await s.t.request(API.jets)).json()) as Jet[];
  const places = (await (await s.t.request(API.destinations)).json()) as Destination[];
  expect(products.map((p) => p.id)).not.toContain(1);
  expect(jets).toHaveLength(s.t.count('private_jets') - 1);
  expect(places.map((d) => d.slug)).not.toContain('aspen');
  expect((await s.t.request(API.product(1))).status).toBe(404);
});
