/**
 * Stock per size, and the holds checkouts take on it. A checkout takes its units off
 * product_stock with one conditional UPDATE (`stock >= quantity`) in the transaction that records
 * its hold, so two buyers never both get the last unit; the hold is then sold (paid) or released
 * (expired, cancelled, abandoned), each at most once.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_BELOW, ONE_SIZE, SIZES } from '@shared/constants';
import type { ConsoleStockProduct } from '@shared/concierge-api';
import type { ProductSize } from '@shared/schemas/catalog';
import type { Db, Tx } from '../db/client';
import { products, productStock, stockHolds } from '../db/schema/catalog';
import type { Clock, Logger } from '../runtime';

/** What a checkout asks for: a product, its size (null when sold without sizes), how many. */
export interface StockLine {
  productId: number;
  size: string | null;
  quantity: number;
}

export type HoldOutcome =
  | { outcome: 'held' }
  /** the product keeps no stock (digital goods, services): nothing to hold */
  | { outcome: 'not_counted' }
  | { outcome: 'sold_out' }
  | { outcome: 'too_few'; left: number };

type Reader = Pick<Db, 'select'>;

const sizeKey = (size: string | null) => size ?? ONE_SIZE;

const keyed = (line: StockLine) => ({
  productId: line.productId,
  size: sizeKey(line.size),
  quantity: line.quantity,
});

const lineOf = (line: StockLine) =>
  and(eq(productStock.productId, line.productId), eq(productStock.size, sizeKey(line.size)));

/**
 * Stock written in this process, counted: the products list's cache and the server's replayed
 * answers (api/listener.ts) compare the count instead of reading the stock on every request. A
 * write whose transaction is then rolled back counts too: that only rebuilds an unchanged list.
 * One process owns the database (DESIGN.md), so no other writer is missed.
 */
let stockWrites = 0;
export const stockWriteCount = (): number => stockWrites;

/** Takes the units if that many are left: true when taken. */
function take(tx: Tx, line: StockLine): boolean {
  const taken =
    tx
      .update(productStock)
      .set({ stock: sql`${productStock.stock} - ${line.quantity}` })
      .where(and(lineOf(line), gte(productStock.stock, line.quantity)))
      .run().changes === 1;
  if (taken) stockWrites += 1;
  return taken;
}

/** Why nothing could be taken: no stock kept, none left, or fewer than asked for. */
function refusal(tx: Tx, line: StockLine): Exclude<HoldOutcome, { outcome: 'held' }> {
  const row = tx.select({ stock: productStock.stock }).from(productStock).where(lineOf(line)).get();
  if (!row) return { outcome: 'not_counted' };
  return row.stock === 0 ? { outcome: 'sold_out' } : { outcome: 'too_few', left: row.stock };
}

/**
 * Holds a checkout's units until `expiresAt`, in one immediate transaction: holds past their time
 * go back on sale first, so an abandoned checkout never stands between a buyer and the last unit.
 */
export function holdStock(
  db: Db,
  orderId: string,
  line: StockLine,
  expiresAt: Date,
  now: Date,
): HoldOutcome {
  return db.transaction(
    (tx) => {
      releaseExpiredHolds(tx, now);
      if (!take(tx, line)) return refusal(tx, line);
      tx.insert(stockHolds)
        .values({
          orderId,
          ...keyed(line),
          expiresAt: expiresAt.toISOString(),
          createdAt: now.toISOString(),
        })
        .run();
      return { outcome: 'held' };
    },
    { behavior: 'immediate' },
  );
}

/** Puts a checkout's held units back on sale: false when it held none (or gave them back). */
export function releaseHold(tx: Tx, orderId: string): boolean {
  const hold = tx
    .select()
    .from(stockHolds)
    .where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.status, 'held')))
    .get();
  if (!hold) return false;
  tx.update(stockHolds)
    .set({ status: 'released' })
    .where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.status, 'held')))
    .run();
  putBack(tx, hold);
  return true;
}

/** A hold's units, on sale again. */
function putBack(tx: Tx, hold: typeof stockHolds.$inferSelect): void {
  tx.update(productStock)
    .set({ stock: sql`${productStock.stock} + ${hold.quantity}` })
    .where(and(eq(productStock.productId, hold.productId), eq(productStock.size, hold.size)))
    .run();
  stockWrites += 1;
}

/**
 * A paid checkout keeps its units. One whose hold went back on sale first (a provider's answer
 * later than the sweep, an order from before stock was kept) takes them again if any are left;
 * 'sold_out' when none are: the caller refunds it, so no one pays for a unit they do not get.
 */
export function sellHold(
  tx: Tx,
  orderId: string,
  line: StockLine,
  now: Date,
): 'sold' | 'not_counted' | 'sold_out' {
  const byOrder = eq(stockHolds.orderId, orderId);
  const held = tx
    .update(stockHolds)
    .set({ status: 'sold' })
    .where(and(byOrder, eq(stockHolds.status, 'held')))
    .run().changes;
  if (held === 1) return 'sold';
  const before = tx.select({ status: stockHolds.status }).from(stockHolds).where(byOrder).get();
  if (before?.status === 'sold') return 'sold';
  if (!take(tx, line)) {
    return refusal(tx, line).outcome === 'not_counted' ? 'not_counted' : 'sold_out';
  }
  if (before) {
    tx.update(stockHolds).set({ status: 'sold' }).where(byOrder).run();
  } else {
    const at = now.toISOString();
    tx.insert(stockHolds)
      .values({ orderId, ...keyed(line), status: 'sold', expiresAt: at, createdAt: at })
      .run();
  }
  return 'sold';
}

/**
 * Puts a refunded order's sold units back on sale: false when it sold none that are counted (or
 * they were put back already).
 */
export function returnSoldUnits(tx: Tx, orderId: string): boolean {
  const byOrder = and(eq(stockHolds.orderId, orderId), eq(stockHolds.status, 'sold'));
  const sold = tx.select().from(stockHolds).where(byOrder).get();
  if (!sold) return false;
  tx.update(stockHolds).set({ status: 'returned' }).where(byOrder).run();
  putBack(tx, sold);
  return true;
}

/** Releases every hold past its time; the number released. */
export function releaseExpiredHolds(tx: Tx, now: Date): number {
  const expired = tx
    .select({ orderId: stockHolds.orderId })
    .from(stockHolds)
    .where(and(eq(stockHolds.status, 'held'), lte(stockHolds.expiresAt, now.toISOString())))
    .all();
  return expired.filter((h) => releaseHold(tx, h.orderId)).length;
}

/** The expiry sweep as the server's timer runs it: one transaction. */
export const sweepExpiredHolds = (db: Db, now: Date) =>
  db.transaction((tx) => releaseExpiredHolds(tx, now), { behavior: 'immediate' });

export const STOCK_SWEEP_INTERVAL_MS = 60_000;

/** Runs the sweep now and every minute; a failed run is logged and the next one tries again. */
export function startStockSweep(db: Db, clock: Clock, log: Logger) {
  const tick = () => {
    try {
      sweepExpiredHolds(db, clock());
    } catch (err) {
      log('Stock sweep failed: held units past their time stay held until the next run', err);
    }
  };
  tick();
  return setInterval(tick, STOCK_SWEEP_INTERVAL_MS);
}

/** S to XXL in the spec's order, then anything else (ONE_SIZE). */
export const sizeOrder = (size: string) => {
  const i = (SIZES as readonly string[]).indexOf(size);
  return i === -1 ? SIZES.length : i;
};

/** What the public is told: in stock or not, and how many only when fewer than 5 are left. */
export const toProductSize = (size: string, stock: number): ProductSize => ({
  size,
  inStock: stock > 0,
  left: stock > 0 && stock < LOW_STOCK_BELOW ? stock : null,
});

/** Each counted product's sizes as the public sees them, in the picker's order. */
export function publicStock(db: Reader, productId?: number): Map<number, ProductSize[]> {
  const rows = db
    .select()
    .from(productStock)
    .where(productId === undefined ? undefined : eq(productStock.productId, productId))
    .all()
    .sort((a, b) => a.productId - b.productId || sizeOrder(a.size) - sizeOrder(b.size));
  const byProduct = new Map<number, ProductSize[]>();
  for (const row of rows) {
    const sizes = byProduct.get(row.productId) ?? [];
    sizes.push(toProductSize(row.size, row.stock));
    byProduct.set(row.productId, sizes);
  }
  return byProduct;
}

/** The console's read-only view: each counted size's units for sale, held and sold. */
export function consoleStock(db: Reader): ConsoleStockProduct[] {
  const holds = db
    .select({
      productId: stockHolds.productId,
      size: stockHolds.size,
      status: stockHolds.status,
      units: sql<number>`sum(${stockHolds.quantity})`,
    })
    .from(stockHolds)
    .where(sql`${stockHolds.status} != 'released'`)
    .groupBy(stockHolds.productId, stockHolds.size, stockHolds.status)
    .all();
  const unitsOf = (productId: number, size: string, status: 'held' | 'sold') =>
    holds.find((h) => h.productId === productId && h.size === size && h.status === status)?.units ??
    0;
  const rows = db
    .select({
      id: products.id,
      name: products.name,
      limitPerCustomer: products.limitPerCustomer,
      size: productStock.size,
      stock: productStock.stock,
    })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    .all()
    .sort((a, b) => a.id - b.id || sizeOrder(a.size) - sizeOrder(b.size));
  const byId = new Map<number, ConsoleStockProduct>();
  for (const r of rows) {
    const product = byId.get(r.id) ?? {
      id: r.id,
      name: r.name,
      limitPerCustomer: r.limitPerCustomer,
      sizes: [],
    };
    product.sizes.push({
      size: r.size,
      stock: r.stock,
      held: unitsOf(r.id, r.size, 'held'),
      sold: unitsOf(r.id, r.size, 'sold'),
    });
    byId.set(r.id, product);
  }
  return [...byId.values()];
}
