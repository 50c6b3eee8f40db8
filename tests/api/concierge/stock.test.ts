/** The console's stock (issue 39): per size, units for sale, held by open checkouts and sold. */
import { describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { CONCIERGE_API, type ConsoleStockProduct } from '@shared/concierge-api';
import { withCookie } from '../../helpers/api';
import { getAs, itAnswersEachRole, staffSuite } from '../../helpers/console-calls';

const s = staffSuite(['concierge']);

const stock = async () =>
  (await getAs<ConsoleStockProduct[]>(s.t, CONCIERGE_API.stock, s.concierge)).body;

describe('who may read the stock', () => {
  itAnswersEachRole(
    () => s,
    [
      [
        'GET /api/concierge/stock',
        (cookie) => s.t.request(CONCIERGE_API.stock, withCookie(cookie)),
      ],
    ],
    [],
  );
});

it('lists the products that keep stock, sizes in the picker order, with the real counts', async () => {
  const list = await stock();
  expect(list.map((p) => p.id)).toEqual([4, 5, 6, 7, 8]);
  expect(list[0]).toEqual({
    id: 4,
    name: 'Monogram Cashmere-Blend Hoodie',
    limitPerCustomer: 2,
    sizes: [
      { size: 'S', stock: 12, held: 0, sold: 0 },
      { size: 'M', stock: 9, held: 0, sold: 0 },
      { size: 'L', stock: 7, held: 0, sold: 0 },
      { size: 'XL', stock: 3, held: 0, sold: 0 },
      { size: 'XXL', stock: 0, held: 0, sold: 0 },
    ],
  });
});

it('counts what open checkouts hold and what was sold', async () => {
  const open = await s.t.post(API.productCheckout, { productId: 4, size: 'M', quantity: 2 });
  const paid = await s.t.post(API.productCheckout, { productId: 4, size: 'M', quantity: 1 });
  const id = ((await paid.json()) as { url: string }).url.split('/').at(-1)!;
  expect(open.status).toBe(200);
  await s.t.post(API.demoCheckoutPay(id), {});
  const m = (await stock())[0]!.sizes[1];
  expect(m).toEqual({ size: 'M', stock: 6, held: 2, sold: 1 });
});
