/**
 * Stock on the public reads (issue 39): which sizes are in stock, a count only below 5, and a
 * products list whose ETag follows the stock.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdStock, seed } from '@api/catalog';
import { API } from '@shared/api';
import { ProductListSchema, ProductSchema } from '@shared/schemas/catalog';
import { makeTestApp, type TestApp } from '../../helpers/api';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.close());

const product = async (id: number) =>
  v.parse(ProductSchema, await (await t.request(API.product(id))).json());

const setStock = (productId: number, size: string, stock: number) =>
  t.db.$client
    .prepare('UPDATE product_stock SET stock = ? WHERE product_id = ? AND size = ?')
    .run(stock, productId, size);

describe('stock on GET /api/products/:id', () => {
  it('says which sizes are in stock, in the picker order, and a count only below 5', async () => {
    const hoodie = await product(4);
    expect(hoodie.sizes).toEqual([
      { size: 'S', inStock: true, left: null },
      { size: 'M', inStock: true, left: null },
      { size: 'L', inStock: true, left: null },
      { size: 'XL', inStock: true, left: 3 },
      { size: 'XXL', inStock: false, left: null },
    ]);
    expect(hoodie.limitPerCustomer).toBe(2);
  });

  it('gives goods without sizes one line, and digital goods and services none', async () => {
    expect((await product(7)).sizes).toEqual([{ size: 'One size', inStock: true, left: 3 }]);
    expect((await product(6)).sizes).toEqual([{ size: 'One size', inStock: true, left: null }]);
    for (const id of [1, 2, 3]) expect((await product(id)).sizes).toEqual([]);
  });

  it('never tells how many when 5 or more are left', async () => {
    setStock(4, 'S', 5);
    setStock(4, 'M', 4);
    const sizes = (await product(4)).sizes;
    expect(sizes.find((s) => s.size === 'S')).toEqual({ size: 'S', inStock: true, left: null });
    expect(sizes.find((s) => s.size === 'M')).toEqual({ size: 'M', inStock: true, left: 4 });
    const raw = await (await t.request(API.product(4))).text();
    expect(raw).not.toMatch(/"stock"/);
  });
});

describe('stock on GET /api/products', () => {
  it('carries the same sizes as each product', async () => {
    const list = v.parse(ProductListSchema, await (await t.request(API.products)).json());
    for (const p of list) expect(p.sizes).toEqual((await product(p.id)).sizes);
  });

  it('changes its ETag when what the public is told changes, not before', async () => {
    const first = await t.request(API.products);
    const etag = first.headers.get('ETag')!;
    // A checkout holds 1 of 12: still "in stock", the same answer.
    const hold = (orderId: string, quantity: number) =>
      holdStock(
        t.db,
        orderId,
        { productId: 4, size: 'S', quantity },
        new Date(Date.now() + 60_000),
        new Date(),
      );
    expect(hold('order-1', 1)).toEqual({ outcome: 'held' });
    expect((await t.request(API.products, { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );
    expect(hold('order-2', 11)).toEqual({ outcome: 'held' });
    const after = await t.request(API.products, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const list = v.parse(ProductListSchema, await after.json());
    expect(list.find((p) => p.id === 4)!.sizes[0]).toEqual({
      size: 'S',
      inStock: false,
      left: null,
    });
  });
});

describe('seed', () => {
  it('gives a database seeded before stock was kept its stock, once', () => {
    t.db.$client.prepare('DELETE FROM product_stock').run();
    expect(seed(t.db).stock).toBe(13);
    expect(seed(t.db).stock).toBe(0);
    expect(t.count('product_stock')).toBe(13);
  });
});
