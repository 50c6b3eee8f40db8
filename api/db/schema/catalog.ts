/** The catalogue: destinations, private jets and the shop's products (api/catalog). */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { CATALOG_KINDS, DESTINATION_CATEGORIES } from '@shared/constants';
import { createdAt, nowIso, updatedAt } from './columns';

/**
 * The version columns added to tables that had rows before the editor (migration 0015): SQLite
 * adds a NOT NULL column only with a constant default, so the DDL says the epoch, the migration
 * stamps existing rows with its own time, and every insert since writes now.
 */
const EPOCH = '1970-01-01T00:00:00.000Z';
const addedCreatedAt = () => text('created_at').notNull().default(EPOCH).$defaultFn(nowIso);
const addedUpdatedAt = () => text('updated_at').notNull().default(EPOCH).$defaultFn(nowIso);
/** When staff took the record off the public site (null: live). */
const archivedAt = () => text('archived_at');

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
    /** what the booking form estimates a stay at (spec 9's 2670.00 unless staff set another) */
    hotelPrice: text('hotel_price').notNull().default('2670.00'),
    archivedAt: archivedAt(),
    createdAt: addedCreatedAt(),
    updatedAt: addedUpdatedAt(),
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
  archivedAt: archivedAt(),
  createdAt: addedCreatedAt(),
  updatedAt: addedUpdatedAt(),
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
  archivedAt: archivedAt(),
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

/**
 * A picture staff uploaded for the catalogue (issue 39): re-encoded into AVIF and WebP at each of
 * `widths` (never wider than the original), served at /media/catalog/<id>-<width>.<avif|webp>.
 */
export const catalogPictures = sqliteTable('catalog_pictures', {
  /** 32 hex characters, random: the files' names too */
  id: text('id').primaryKey(),
  widths: text('widths', { mode: 'json' }).$type<number[]>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
  createdBy: text('created_by').notNull(),
});

/** A record's pictures in order, each with its alt text (the first is the record's image). */
export const catalogPictureLinks = sqliteTable(
  'catalog_picture_links',
  {
    entityType: text('entity_type', { enum: CATALOG_KINDS }).notNull(),
    entityId: text('entity_id').notNull(),
    position: integer('position').notNull(),
    pictureId: text('picture_id')
      .notNull()
      .references(() => catalogPictures.id),
    alt: text('alt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId, t.position] }),
    index('catalog_picture_links_picture_idx').on(t.pictureId),
  ],
);

/**
 * Every version of every catalogue record, as the console showed it after each change: version 1
 * at creation, one more per edit, archive, restore. Restoring a version writes its fields as a new
 * version, so the history only grows. (The audit log says who did what; this keeps whole records.)
 */
export const catalogHistory = sqliteTable(
  'catalog_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entityType: text('entity_type', { enum: CATALOG_KINDS }).notNull(),
    entityId: text('entity_id').notNull(),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    snapshot: text('snapshot', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    staffUserId: text('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    at: text('at').notNull(),
  },
  (t) => [uniqueIndex('catalog_history_version_idx').on(t.entityType, t.entityId, t.version)],
);

/**
 * One row: the catalogue's version, raised by triggers (migration 0015) on every change to the
 * tables the public reads show, whoever makes it (the editor, a checkout, sqlite3 by hand). The
 * cached lists (catalog-cache.ts) compare it, so no write path has to remember the cache.
 */
export const catalogVersion = sqliteTable(
  'catalog_version',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull().default(0),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id} = 1`)],
);
