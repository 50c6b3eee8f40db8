/** The catalogue: destinations, private jets and the shop's products (api/catalog). */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DESTINATION_CATEGORIES } from '@shared/constants';
import { createdAt, updatedAt } from './columns';

export const destinations = sqliteTable(
  'destinations',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull(),
    duration: text('duration').notNull(),
    nights: integer('nights').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    category: text('category', { enum: DESTINATION_CATEGORIES }).notNull(),
    featured: integer('featured').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('destinations_category_idx').on(t.category),
    index('destinations_sort_idx').on(t.sortOrder),
  ],
);

export const privateJets = sqliteTable('private_jets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  capacity: integer('capacity').notNull(),
  range: text('range').notNull(),
  /** decimal(10,2) in the spec: integer cents here, sent as "13500.00" */
  hourlyRateCents: integer('hourly_rate_cents').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const products = sqliteTable('products', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** text per the spec, always two decimals: "297.00" */
  price: text('price').notNull(),
  originalPrice: text('original_price'),
  onSale: integer('on_sale', { mode: 'boolean' }).notNull().default(false),
  category: text('category').notNull(),
  image: text('image').notNull(),
  images: text('images', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
  /** spec 9: "Limited to 2 units per customer", per product (api/payments/checkout/unit-limit.ts) */
  limitPerCustomer: integer('limit_per_customer').notNull().default(2),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Units of a product the shop can still sell, per size (ONE_SIZE for goods sold without sizes).
 * A product without rows is not counted: digital goods and services never run out. Units held
 * by an open checkout or sold are already off `stock` (api/catalog/stock.ts).
 */
export const productStock = sqliteTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    // The last line of defence against overselling: a decrement past zero fails.
    check('product_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** returned: sold, then refunded with its units put back on sale */
export const STOCK_HOLD_STATUSES = ['held', 'sold', 'released', 'returned'] as const;

/**
 * Units a checkout took off product_stock: held for the life of its session, then sold (paid) or
 * released (expired, cancelled, abandoned, refused). Keyed by the order's id, with no foreign
 * key: the hold is taken before the payment provider is asked, so before the order row exists.
 */
export const stockHolds = sqliteTable(
  'stock_holds',
  {
    orderId: text('order_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: STOCK_HOLD_STATUSES }).notNull().default('held'),
    /** when an unpaid hold goes back on sale though no provider said so (the expiry sweep) */
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_holds_status_expires_idx').on(t.status, t.expiresAt)],
);
