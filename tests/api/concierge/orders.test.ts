/**
 * The console's orders (issue 22): the list and its filters, one order, the shipping address
 * captured at payment, 'Mark shipped' with its mail, and 'Refund' through the demo gateway (the
 * Stripe half is in orders-stripe.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { API, type OrderSummary } from '@shared/api';
import {
  CONCIERGE_API,
  ORDER_CONFLICT_CODE,
  ORDER_REFUSED_CODE,
  REFUND_OVER_LIMIT_MESSAGE,
  type ConciergeOrder,
  type OrderConflictBody,
} from '@shared/concierge-api';
import { withCookie } from '../../helpers/api';
import {
  consoleList,
  getAs,
  itAnswersEachRole,
  postAs,
  staffSuite,
} from '../../helpers/console-calls';
import { insertInstallment, insertOrder } from '../../helpers/orders';
import { signedIn } from '../../helpers/staff';
import { dbRow, outboxRows } from '../../helpers/db-rows';
import { rowVersion } from '../../helpers/versions';

const s = staffSuite(['concierge', 'admin']);

const { list, ids, post, expectPages, itBreaksTies, itRefuses, audit } =
  consoleList<ConciergeOrder>(s, CONCIERGE_API.orders);
const row = (id: string) => dbRow(s.t.db, 'SELECT * FROM orders WHERE id = ?', id);
const version = (id: string) => rowVersion(s.t.db, 'orders', id);
const outbox = () => outboxRows(s.t.db);
const charges = (orderId: string) =>
  s.t.db.$client
    .prepare('SELECT status FROM scheduled_charges WHERE order_id = ? ORDER BY due_on')
    .all(orderId)
    .map((r) => (r as { status: string }).status);

const SHIPMENT = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
const ship = <T = ConciergeOrder>(id: string, body: object = {}, as = s.concierge) =>
  post<T>(
    CONCIERGE_API.orderShip(id),
    { ...SHIPMENT, expectedUpdatedAt: version(id), ...body },
    as,
  );
const refund = <T = ConciergeOrder>(id: string, body: object = {}, as = s.concierge) =>
  post<T>(CONCIERGE_API.orderRefund(id), { expectedUpdatedAt: version(id), ...body }, as);

describe('who may use the orders API', () => {
  const write = (path: (id: string) => string, body: object) => (cookie?: string) => {
    const id = insertOrder(s.t, s.time);
    return s.t.post(path(id), { ...body, expectedUpdatedAt: version(id) }, withCookie(cookie));
  };
  itAnswersEachRole(
    () => s,
    [
      [
        'GET /api/concierge/orders',
        (cookie) => s.t.request(CONCIERGE_API.orders, withCookie(cookie)),
      ],
      [
        'GET /api/concierge/orders/:id',
        (cookie) => s.t.request(CONCIERGE_API.order(insertOrder(s.t, s.time)), withCookie(cookie)),
      ],
      ['POST /api/concierge/orders/:id/ship', write(CONCIERGE_API.orderShip, SHIPMENT)],
      ['POST /api/concierge/orders/:id/refund', write(CONCIERGE_API.orderRefund, {})],
    ],
    ['audit_log', 'mail_outbox'],
  );
});

describe('GET /api/concierge/orders', () => {
  it('answers newest first with the total, default page size 50, without payment ids', async () => {
    const made: string[] = [];
    for (let i = 0; i < 55; i++) {
      made.push(insertOrder(s.t, s.time));
      s.time.advance(1000);
    }
    await expectPages(made);
    const { body } = await list();
    expect(body.items[0]).toEqual({
      id: made[54],
      kind: 'product',
      status: 'paid',
      email: 'amelia@example.com',
      userId: null,
      description: 'Monogram Cashmere-Blend Hoodie, size M',
      lines: [
        { name: 'Monogram Cashmere-Blend Hoodie, size M', quantity: 1, unitAmountCents: 18500 },
      ],
      quantity: 1,
      size: 'M',
      amountCents: 18500,
      currency: 'usd',
      refundReason: null,
      refundedAt: null,
      attentionReason: null,
      paidCents: 18500,
      shippingAddress: null,
      carrier: null,
      trackingNumber: null,
      shippedAt: null,
      createdAt: '2025-09-20T12:00:54.000Z',
      paidAt: '2025-09-20T12:00:54.000Z',
      updatedAt: '2025-09-20T12:00:54.000Z',
    });
  });

  itBreaksTies(() => insertOrder(s.t, s.time));

  itRefuses([
    ['filter=lost', 'filter'],
    ['kind=car', 'kind'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ]);

  it('filters paid, unpaid, shipped, refunded and flagged, and by kind', async () => {
    const paid = insertOrder(s.t, s.time, { id: 'paid' });
    const shipped = insertOrder(s.t, s.time, {
      id: 'shipped',
      shippedAt: s.time.now().toISOString(),
    });
    const pending = insertOrder(s.t, s.time, { id: 'pending', status: 'pending', paidAt: null });
    const expired = insertOrder(s.t, s.time, { id: 'expired', status: 'expired', paidAt: null });
    const refunded = insertOrder(s.t, s.time, { id: 'refunded', status: 'refunded' });
    const owed = insertOrder(s.t, s.time, { id: 'owed', refundReason: 'unit_limit' });
    const failing = insertOrder(s.t, s.time, {
      id: 'failing',
      kind: 'vacation',
      attentionReason: 'installment_failed',
    });
    const membership = insertOrder(s.t, s.time, { id: 'membership', kind: 'membership' });
    expect(await ids('filter=paid')).toEqual([failing, membership, owed, paid].sort());
    expect(await ids('filter=unpaid')).toEqual([expired, pending].sort());
    expect(await ids('filter=shipped')).toEqual([shipped]);
    expect(await ids('filter=refunded')).toEqual([refunded]);
    expect(await ids('filter=flagged')).toEqual([failing, owed].sort());
    expect(await ids('kind=membership')).toEqual([membership]);
    expect(await ids('filter=paid&kind=vacation')).toEqual([failing]);
    expect(await ids('filter=&kind=&q=')).toHaveLength(8);
  });

  it('searches the email, the description and the order id, wildcards taken literally', async () => {
    const ada = insertOrder(s.t, s.time, { id: 'ord_ada', email: 'ada@math.org' });
    const book = insertOrder(s.t, s.time, {
      id: 'ord_book',
      kind: 'book',
      description: 'Hardcover',
    });
    const odd = insertOrder(s.t, s.time, { id: 'ord_100', email: 'x_y@example.com' });
    expect(await ids('q=MATH.ORG')).toEqual([ada]);
    expect(await ids('q=hardcover')).toEqual([book]);
    expect(await ids('q=ord_b')).toEqual([book]);
    expect(await ids('q=x_y')).toEqual([odd]);
    expect(await ids('q=%25')).toEqual([]);
  });
});

describe('GET /api/concierge/orders/:id', () => {
  it('shows the order with what was paid in all, installments included', async () => {
    const id = insertOrder(s.t, s.time, {
      kind: 'vacation',
      amountCents: 1900,
      paymentOption: 'installment',
    });
    insertInstallment(s.t, id, { dueOn: '2025-10-07', status: 'paid' });
    insertInstallment(s.t, id, { dueOn: '2025-10-14', status: 'failed' });
    const { status, body } = await getAs<ConciergeOrder>(s.t, CONCIERGE_API.order(id), s.concierge);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, amountCents: 1900, paidCents: 1900 + 3679 });
    expect(Object.keys(body)).not.toContain('paymentIntentId');
    expect(JSON.stringify(body)).not.toMatch(/pi_|cs_/);
  });

  it('answers 404 to an unknown id', async () => {
    const { status, body } = await getAs(s.t, CONCIERGE_API.order('nope'), s.concierge);
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'No order with this id' });
  });
});

describe('the shipping address', () => {
  it('is not invented for a demo checkout, which asks for none', async () => {
    const res = await s.t.post(API.productCheckout, { productId: 7, quantity: 1 });
    expect(res.status).toBe(200);
    const session = (
      s.t.db.$client.prepare('SELECT checkout_session_id AS id FROM orders').get() as { id: string }
    ).id;
    expect((await s.t.post(API.demoCheckoutPay(session), {})).status).toBe(200);
    const { body } = await list();
    expect(body.items[0]).toMatchObject({ status: 'paid', shippingAddress: null });
  });
});

describe('POST /api/concierge/orders/:id/ship', () => {
  it('records the carrier and tracking, mails the buyer, audits, and My orders shows it', async () => {
    const member = signedIn(s.t, s.time, 'member', 'amelia@example.com');
    const id = insertOrder(s.t, s.time, { userId: member.id });
    const before = version(id);
    s.time.advance(60_000);
    const { status, body } = await ship(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      shippedAt: '2025-09-20T12:01:00.000Z',
      updatedAt: '2025-09-20T12:01:00.000Z',
    });
    expect(body.updatedAt).not.toBe(before);
    const [mail] = outbox();
    expect(mail).toMatchObject({ kind: 'order_shipped', to_address: 'amelia@example.com' });
    expect(mail?.text_body).toMatch(/UPS/);
    expect(mail?.text_body).toMatch(/1Z999AA10123456784/);
    expect(audit()).toEqual([
      expect.objectContaining({
        action: 'order.shipped',
        entity_type: 'order',
        entity_id: id,
        staff_email: 'concierge@club.test',
        before: expect.objectContaining({ carrier: null, shippedAt: null }),
        after: expect.objectContaining({ carrier: 'UPS', mailed: true }),
      }),
    ]);
    const mine = await getAs<OrderSummary[]>(s.t, API.orders, member);
    expect(mine.body[0]).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  });

  it('ships the book too, and mails nobody when the order has no email', async () => {
    const id = insertOrder(s.t, s.time, { kind: 'book', productId: null, email: null });
    expect((await ship(id)).status).toBe(200);
    expect(outbox()).toEqual([]);
  });

  it.each([
    ['a membership', { kind: 'membership' as const }, 'Only a book or a shop order is shipped.'],
    ['a vacation', { kind: 'vacation' as const }, 'Only a book or a shop order is shipped.'],
    [
      'an unpaid one',
      { status: 'pending' as const },
      'Only a paid order is shipped: this one is pending.',
    ],
    [
      'a refunded one',
      { status: 'refunded' as const },
      'Only a paid order is shipped: this one is refunded.',
    ],
  ])('refuses %s with 409', async (_name, overrides, message) => {
    const id = insertOrder(s.t, s.time, overrides);
    const { status, body } = await ship(id);
    expect(status).toBe(409);
    expect(body).toMatchObject({ message, code: ORDER_REFUSED_CODE });
    expect(row(id).shipped_at).toBeNull();
    expect(audit()).toEqual([]);
  });

  it('refuses a second shipment, and a stale one with the current order', async () => {
    const id = insertOrder(s.t, s.time);
    const seen = version(id);
    s.time.advance(1000);
    expect((await ship(id)).status).toBe(200);
    const again = await ship(id, { carrier: 'FedEx' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This order has already been marked shipped.' },
    });
    const stale = await ship<OrderConflictBody>(id, { expectedUpdatedAt: seen });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: ORDER_CONFLICT_CODE,
      current: { id, carrier: 'UPS' },
    });
    expect(outbox()).toHaveLength(1);
  });

  it('answers 404 to an unknown id', async () => {
    const res = await postAs(
      s.t,
      CONCIERGE_API.orderShip('nope'),
      {
        ...SHIPMENT,
        expectedUpdatedAt: s.time.now().toISOString(),
      },
      s.concierge,
    );
    expect(res.status).toBe(404);
  });

  it.each([
    [{ carrier: '' }, 'carrier', 'Carrier is required'],
    [{ carrier: 'x'.repeat(61) }, 'carrier', 'Must be at most 60 characters'],
    [{ trackingNumber: '   ' }, 'trackingNumber', 'Tracking number is required'],
    [{ trackingNumber: 'x'.repeat(101) }, 'trackingNumber', 'Must be at most 100 characters'],
    [{ carrier: 'UPS\nDHL' }, 'carrier', 'Please remove unsupported characters'],
    [{ expectedUpdatedAt: 'yesterday' }, 'expectedUpdatedAt', 'expectedUpdatedAt is required'],
  ])('answers 400 to %j', async (bad, field, message) => {
    const id = insertOrder(s.t, s.time);
    const { status, body } = await ship(id, bad);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Invalid request', issues: { [field]: message } });
  });
});

describe('POST /api/concierge/orders/:id/refund: the units back on sale', () => {
  /** A paid shop order whose unit was taken off the hoodie's size M stock when it sold. */
  function soldOrder(overrides: Parameters<typeof insertOrder>[2] = {}) {
    const id = insertOrder(s.t, s.time, overrides);
    s.t.db.$client
      .prepare(
        `INSERT INTO stock_holds (order_id, product_id, size, quantity, status, expires_at, created_at)
         VALUES (?, 4, 'M', 1, 'sold', ?, ?)`,
      )
      .run(id, s.time.now().toISOString(), s.time.now().toISOString());
    return id;
  }
  const stockM = () =>
    (
      dbRow(s.t.db, "SELECT stock FROM product_stock WHERE product_id = 4 AND size = 'M'") as {
        stock: number;
      }
    ).stock;
  const hold = (id: string) =>
    (dbRow(s.t.db, 'SELECT status FROM stock_holds WHERE order_id = ?', id) as { status: string })
      .status;

  it('puts an order not yet shipped back on the shelf, once, and says so in the audit log', async () => {
    const id = soldOrder();
    const before = stockM();
    expect((await refund(id)).status).toBe(200);
    expect(stockM()).toBe(before + 1);
    expect(hold(id)).toBe('returned');
    expect(audit().at(-1)).toMatchObject({ after: expect.objectContaining({ restocked: true }) });
    // A second refund is refused, and nothing is put back twice.
    expect((await refund(id)).status).toBe(409);
    expect(stockM()).toBe(before + 1);
  });

  it('leaves a shipped order’s units with the buyer unless they came back', async () => {
    const shipped = { shippedAt: s.time.now().toISOString(), carrier: 'UPS' };
    const kept = soldOrder(shipped);
    const returned = soldOrder(shipped);
    const before = stockM();
    expect((await refund(kept)).status).toBe(200);
    expect(stockM()).toBe(before);
    expect(hold(kept)).toBe('sold');
    expect((await refund(returned, { restock: true })).status).toBe(200);
    expect(stockM()).toBe(before + 1);
  });

  it('keeps the units sold when told not to put them back', async () => {
    const id = soldOrder();
    const before = stockM();
    expect((await refund(id, { restock: false })).status).toBe(200);
    expect(stockM()).toBe(before);
    expect(audit().at(-1)).toMatchObject({ after: expect.objectContaining({ restocked: false }) });
  });

  it('answers 400 to a restock that is not true or false, and refunds nothing', async () => {
    const id = soldOrder();
    const { status, body } = await refund(id, { restock: 'yes' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ issues: { restock: 'Restock must be true or false' } });
    expect(row(id).status).toBe('paid');
  });
});

describe('POST /api/concierge/orders/:id/refund (demo gateway)', () => {
  it('refunds a paid order, keeps the note in the audit log, and refuses a second one', async () => {
    const id = insertOrder(s.t, s.time);
    const seen = version(id);
    s.time.advance(60_000);
    const { status, body } = await refund(id, { note: 'Arrived damaged' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      status: 'refunded',
      refundReason: 'concierge',
      refundedAt: '2025-09-20T12:01:00.000Z',
      updatedAt: '2025-09-20T12:01:00.000Z',
    });
    expect(row(id).refund_id).toMatch(/^demo_re_/);
    expect(audit()).toEqual([
      expect.objectContaining({
        action: 'order.refunded',
        entity_id: id,
        before: expect.objectContaining({ status: 'paid' }),
        after: expect.objectContaining({
          status: 'refunded',
          refundedCents: 18500,
          note: 'Arrived damaged',
        }),
      }),
    ]);
    const stale = await refund<OrderConflictBody>(id, { expectedUpdatedAt: seen });
    expect(stale).toMatchObject({ status: 409, body: { code: ORDER_CONFLICT_CODE } });
    const again = await refund(id);
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Only a paid order is refunded: this one is refunded.' },
    });
    expect(audit()).toHaveLength(1);
  });

  it('over $1,000 is for an admin; at $1,000 a concierge may', async () => {
    const big = insertOrder(s.t, s.time, { amountCents: 100001 });
    const limit = insertOrder(s.t, s.time, { amountCents: 100000 });
    const refused = await refund(big);
    expect(refused).toMatchObject({ status: 403, body: { message: REFUND_OVER_LIMIT_MESSAGE } });
    expect(row(big).status).toBe('paid');
    expect((await refund(big, {}, s.admin)).status).toBe(200);
    expect((await refund(limit)).status).toBe(200);
  });

  it('counts the paid installments against the limit, and ends the plan', async () => {
    const id = insertOrder(s.t, s.time, { kind: 'vacation', amountCents: 98000 });
    insertInstallment(s.t, id, { dueOn: '2025-10-07', status: 'paid', paymentIntentId: 'pi_i1' });
    insertInstallment(s.t, id, { dueOn: '2025-10-14', status: 'failed' });
    insertInstallment(s.t, id, { dueOn: '2025-10-21' });
    s.t.db.$client.prepare("UPDATE orders SET attention_reason = 'installment_failed'").run();
    expect((await refund(id)).status).toBe(403);
    const { status, body } = await refund(id, {}, s.admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'refunded',
      attentionReason: null,
      paidCents: 98000 + 3679,
    });
    expect(charges(id)).toEqual(['paid', 'canceled', 'canceled']);
  });

  it('refunds a flagged order, keeping the reason it was flagged for', async () => {
    const id = insertOrder(s.t, s.time, { refundReason: 'unit_limit' });
    const { status, body } = await refund(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'refunded', refundReason: 'unit_limit' });
  });

  it('refuses while an installment is being charged, and an unpaid order', async () => {
    const id = insertOrder(s.t, s.time, { kind: 'vacation', amountCents: 1900 });
    insertInstallment(s.t, id, { status: 'processing', claimedAt: s.time.now().toISOString() });
    expect(await refund(id)).toMatchObject({
      status: 409,
      body: { code: ORDER_REFUSED_CODE, message: expect.stringMatching(/being charged/) },
    });
    const pending = insertOrder(s.t, s.time, { status: 'pending', paidAt: null });
    expect((await refund(pending)).status).toBe(409);
    const disputed = insertOrder(s.t, s.time, { status: 'disputed' });
    expect((await refund(disputed)).status).toBe(409);
    expect(audit()).toEqual([]);
  });

  it('refuses a membership the demo left without a payment, and answers 404 and 400', async () => {
    const id = insertOrder(s.t, s.time, { paymentIntentId: null });
    expect(await refund(id)).toMatchObject({
      status: 409,
      body: { message: 'This order has no payment on record to refund.' },
    });
    const unknown = await postAs(
      s.t,
      CONCIERGE_API.orderRefund('nope'),
      {
        expectedUpdatedAt: s.time.now().toISOString(),
      },
      s.concierge,
    );
    expect(unknown.status).toBe(404);
    const bad = await refund(insertOrder(s.t, s.time), { note: 'x'.repeat(2001) });
    expect(bad).toMatchObject({ status: 400, body: { issues: { note: expect.any(String) } } });
    const missing = await postAs(s.t, CONCIERGE_API.orderRefund(id), {}, s.concierge);
    expect(missing).toMatchObject({
      status: 400,
      body: { issues: { expectedUpdatedAt: 'expectedUpdatedAt is required' } },
    });
  });

  it('cancels a demo membership with its refund', async () => {
    const member = signedIn(s.t, s.time, 'member', 'amelia@example.com');
    s.t.db.$client
      .prepare(
        "UPDATE users SET membership_status = 'active', stripe_subscription_id = 'demo_sub_1' WHERE id = ?",
      )
      .run(member.id);
    const id = insertOrder(s.t, s.time, {
      kind: 'membership',
      userId: member.id,
      amountCents: 14932,
      paymentIntentId: null,
      subscriptionId: 'demo_sub_1',
    });
    expect((await refund(id)).status).toBe(200);
    const user = s.t.db.$client
      .prepare('SELECT membership_status AS s FROM users WHERE id = ?')
      .get(member.id) as { s: string };
    expect(user.s).toBe('canceled');
  });
});
