/**
 * The catalogue as the API reads it: the lists the app pulls (in the wire shapes of
 * shared/schemas/catalog.ts), and the single rows other slices look up (a booking's destination
 * and jet, a checkout's product, a member's chosen destination).
 */
import { asc, eq } from 'drizzle-orm';
import type { Destination, Jet, Product, ProductSize } from '@shared/schemas/catalog';
import type { Db } from '../db/client';
import { destinations, privateJets, products } from '../db/schema/catalog';
import { centsToDecimal } from '../lib/money';
import { publicStock } from './stock';

type DestinationRow = typeof destinations.$inferSelect;
type ProductRow = typeof products.$inferSelect;

const toDestination = (r: DestinationRow): Destination => ({
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
});

/** The public record; `sizes` as publicStock tells them ([] for goods that keep no stock). */
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

export const allDestinations = (db: Db) =>
  db.select().from(destinations).orderBy(asc(destinations.sortOrder)).all().map(toDestination);

export const featuredDestinations = (db: Db) =>
  db
    .select()
    .from(destinations)
    .where(eq(destinations.featured, 1))
    .orderBy(asc(destinations.sortOrder))
    .all()
    .map(toDestination);

export const allJets = (db: Db) =>
  db
    .select()
    .from(privateJets)
    .orderBy(asc(privateJets.sortOrder))
    .all()
    .map((r): Jet => ({
      id: r.id,
      name: r.name,
      type: r.type,
      capacity: r.capacity,
      range: r.range,
      hourlyRate: centsToDecimal(r.hourlyRateCents),
      description: r.description,
      imageUrl: r.imageUrl,
    }));

export function allProducts(db: Db): Product[] {
  const stock = publicStock(db);
  return db
    .select()
    .from(products)
    .orderBy(asc(products.id))
    .all()
    .map((r) => toProduct(r, stock.get(r.id)));
}

/** One product's public record, stock included, or undefined. */
export function productRecord(db: Db, id: number): Product | undefined {
  const row = findProduct(db, id);
  return row && toProduct(row, publicStock(db, id).get(id));
}

/** The product row (its category and price text too), or undefined. */
export const findProduct = (db: Pick<Db, 'select'>, id: number): ProductRow | undefined =>
  db.select().from(products).where(eq(products.id, id)).get();

/** A destination's name, or undefined when there is none with this id. */
export const findDestination = (db: Db, id: string) =>
  db
    .select({ id: destinations.id, name: destinations.name })
    .from(destinations)
    .where(eq(destinations.id, id))
    .get();

/** A jet's name and hourly rate (the price of record of a booking), or undefined. */
export const findJet = (db: Db, id: string) =>
  db
    .select({ name: privateJets.name, hourlyRateCents: privateJets.hourlyRateCents })
    .from(privateJets)
    .where(eq(privateJets.id, id))
    .get();
