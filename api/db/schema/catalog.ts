/** The catalogue: destinations, private jets and the shop's products (api/catalog). */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
