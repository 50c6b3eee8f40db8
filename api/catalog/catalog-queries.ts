/**
 * The catalogue as the API reads it: the lists the app pulls (in the wire shapes of
 * shared/schemas/catalog.ts), and the single rows other slices look up (a booking's destination
 * and jet, a checkout's product, a member's chosen destination).
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Destination, Jet, Product, ProductSize } from '@shared/schemas/catalog';
import type { Db } from '../db/client';
import { destinations, privateJets, products } from '../db/schema/catalog';
import { centsToDecimal } from '../lib/money';
import { publicStock } from './stock';

type DestinationRow = typeof destinations.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export const toDestination = (r: DestinationRow): Destination => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  country: r.country,
  region: r.region,
  duration: r.duration,
  nights: r.nights,
  description: r.description,
  imageUrl: r.imageUrl,
  category: r.category,
  featured: r.featured,
  hotelPrice: r.hotelPrice,
});

/** The public record; `sizes` as publicStock tells them ([] for goods that keep no stock). */
export const toJet = (r: typeof privateJets.$inferSelect): Jet => ({
  id: r.id,
  name: r.name,
  type: r.type,
  capacity: r.capacity,
  range: r.range,
  hourlyRate: centsToDecimal(r.hourlyRateCents),
  description: r.description,
  imageUrl: r.imageUrl,
});

export const toProduct = (r: ProductRow, sizes: ProductSize[] = []): Product => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: r.price,
  originalPrice: r.originalPrice,
  onSale: r.onSale,
  category: r.category,
  image: r.image,
  images: r.images,
  featured: r.featured,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  sizes,
  limitPerCustomer: r.limitPerCustomer,
});

// Archived records leave every public read (issue 39); the console still reads them.
const liveDestination = isNull(destinations.archivedAt);
const liveJet = isNull(privateJets.archivedAt);
const liveProduct = isNull(products.archivedAt);

export const allDestinations = (db: Db) =>
  db
    .select()
    .from(destinations)
    .where(liveDestination)
    .orderBy(asc(destinations.sortOrder))
    .all()
    .map(toDestination);

/** One live destination by its id or its slug (its page's address), or undefined. */
export function destinationRecord(db: Db, idOrSlug: string): Destination | undefined {
  const row = db
    .select()
    .from(destinations)
    .where(and(or(eq(destinations.id, idOrSlug), eq(destinations.slug, idOrSlug)), liveDestination))
    .get();
  return row && toDestination(row);
}

export const featuredDestinations = (db: Db) =>
  db
    .select()
    .from(destinations)
    .where(and(eq(destinations.featured, 1), liveDestination))
    .orderBy(asc(destinations.sortOrder))
    .all()
    .map(toDestination);

export const allJets = (db: Db) =>
  db.select().from(privateJets).where(liveJet).orderBy(asc(privateJets.sortOrder)).all().map(toJet);

export function allProducts(db: Db): Product[] {
  const stock = publicStock(db);
  return db
    .select()
    .from(products)
    .where(liveProduct)
    .orderBy(asc(products.id))
    .all()
    .map((r) => toProduct(r, stock.get(r.id)));
}

/** One live product's public record, stock included, or undefined (archived too). */
export function productRecord(db: Db, id: number): Product | undefined {
  const row = findProduct(db, id);
  return row && row.archivedAt === null ? toProduct(row, publicStock(db, id).get(id)) : undefined;
}

/**
 * The product row (its category, price text and archivedAt too), or undefined. Archived ones are
 * found: an order of one still needs its limit; a new checkout refuses them (archivedAt).
 */
export const findProduct = (db: Pick<Db, 'select'>, id: number): ProductRow | undefined =>
  db.select().from(products).where(eq(products.id, id)).get();

/** A live destination's name (to book it, to choose it), or undefined. */
export const findDestination = (db: Db, id: string) =>
  db
    .select({ id: destinations.id, name: destinations.name, hotelPrice: destinations.hotelPrice })
    .from(destinations)
    .where(and(eq(destinations.id, id), liveDestination))
    .get();

/** A live jet's name and hourly rate (the price of record of a booking), or undefined. */
export const findJet = (db: Db, id: string) =>
  db
    .select({ name: privateJets.name, hourlyRateCents: privateJets.hourlyRateCents })
    .from(privateJets)
    .where(and(eq(privateJets.id, id), liveJet))
    .get();
