import * as v from 'valibot';
import { DEFAULT_HOTEL_PRICE, DESTINATION_CATEGORIES, UNITS_PER_CUSTOMER } from '../constants';
import { PostSummaryListSchema, PublicPostListSchema } from './journal';

/** Shapes of the public catalogue reads; the app parses pulled data with these before storing it. */

export const DestinationSchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  country: v.string(),
  region: v.string(),
  duration: v.string(),
  nights: v.number(),
  description: v.string(),
  imageUrl: v.string(),
  category: v.picklist(DESTINATION_CATEGORIES),
  featured: v.number(),
  /**
   * What a stay is priced at in the booking form ("2670.00"), the server's figure at booking.
   * Optional so a copy pulled or pre-rendered before the field existed still reads: spec 9's price.
   */
  hotelPrice: v.optional(v.string(), DEFAULT_HOTEL_PRICE.toFixed(2)),
});
export type Destination = v.InferOutput<typeof DestinationSchema>;

export const JetSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.string(),
  capacity: v.number(),
  range: v.string(),
  /** decimal(10,2) sent as a string so no precision is lost, e.g. "6500.00" */
  hourlyRate: v.string(),
  description: v.string(),
  imageUrl: v.string(),
});
export type Jet = v.InferOutput<typeof JetSchema>;

/**
 * One size of a product kept in stock (ONE_SIZE for goods sold without sizes): whether it can be
 * bought, and how many are left only when fewer than LOW_STOCK_BELOW ("Only 3 left"), never more.
 */
export const ProductSizeSchema = v.object({
  size: v.string(),
  inStock: v.boolean(),
  left: v.nullable(v.number()),
});
export type ProductSize = v.InferOutput<typeof ProductSizeSchema>;

export const ProductSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  price: v.string(),
  originalPrice: v.nullable(v.string()),
  onSale: v.boolean(),
  category: v.string(),
  image: v.string(),
  images: v.array(v.string()),
  featured: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
  /**
   * Added with stock (issue 39); a copy from before it (an older page's snapshot) reads as not
   * counted: empty sizes (digital goods and services keep no stock), the spec's limit.
   */
  sizes: v.optional(v.array(ProductSizeSchema), []),
  limitPerCustomer: v.optional(v.number(), UNITS_PER_CUSTOMER),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const DestinationListSchema = v.array(DestinationSchema);
export const JetListSchema = v.array(JetSchema);
export const ProductListSchema = v.array(ProductSchema);

/**
 * The catalogue a pre-rendered page was rendered with, embedded in its HTML as JSON: written by
 * the build (scripts/prerender), read by the app (app/local/catalog/catalog-snapshot.ts).
 */
export const CatalogSnapshotSchema = v.partial(
  v.object({
    destinations: DestinationListSchema,
    featuredDestinations: DestinationListSchema,
    jets: JetListSchema,
    products: ProductListSchema,
    /** the journal's published posts, newest first (GET /api/posts) */
    posts: PostSummaryListSchema,
    /** the bodies of the posts a page shows (a post's page: its own, GET /api/posts/:slug) */
    postBodies: PublicPostListSchema,
  }),
);
export type CatalogSnapshot = v.InferOutput<typeof CatalogSnapshotSchema>;
/** The id of the `<script type="application/json">` that carries it. */
export const CATALOG_SNAPSHOT_ID = 'catalog-snapshot';

/**
 * GET /api/catalog/version: `version` moves whenever any catalogue list's content does;
 * `pagesCurrent` says whether the server's pre-rendered pages show it yet (they follow within
 * seconds, api/web/page-rerender.ts).
 */
export const CatalogVersionAnswerSchema = v.object({
  version: v.string(),
  pagesCurrent: v.optional(v.boolean(), true),
});
export type CatalogVersionAnswer = v.InferOutput<typeof CatalogVersionAnswerSchema>;
