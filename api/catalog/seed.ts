/**
 * Fills the catalogue tables on first start. Each table is seeded only while it is empty, so a
 * restart (or a second call) keeps existing rows and adds nothing.
 */
import { count } from 'drizzle-orm';
import { invalidateCatalog } from './catalog-cache';
import type { Db } from '../db/client';
import { destinations, privateJets, products, productStock } from '../db/schema/catalog';
import { DESTINATIONS, destinationImageUrl, durationText } from './seed-data/destinations';
import { JETS, jetImageUrl } from './seed-data/jets';
import { PRODUCTS, productImages } from './seed-data/products';
import { uuidV5 } from './seed-data/stable-id';

export interface SeedResult {
  destinations: number;
  jets: number;
  products: number;
  /** stock lines (a product's size) */
  stock: number;
}

export function seed(db: Db, now: Date = new Date()): SeedResult {
  const result: SeedResult = { destinations: 0, jets: 0, products: 0, stock: 0 };
  const at = now.toISOString();
  db.transaction((tx) => {
    if (tx.select({ n: count() }).from(destinations).get()?.n === 0) {
      const rows = DESTINATIONS.map((d, i) => ({
        id: uuidV5(`destination:${d.slug}`),
        slug: d.slug,
        name: d.name,
        country: d.country,
        region: d.region,
        duration: durationText(d.nights),
        nights: d.nights,
        description: d.description,
        imageUrl: destinationImageUrl(d.slug),
        category: d.category,
        featured: d.featured ? 1 : 0,
        sortOrder: i + 1,
        // The console lists them by when they changed: not 1970, the columns' migration default.
        createdAt: at,
        updatedAt: at,
      }));
      tx.insert(destinations).values(rows).run();
      result.destinations = rows.length;
    }
    if (tx.select({ n: count() }).from(privateJets).get()?.n === 0) {
      const rows = JETS.map((j, i) => ({
        ...j,
        imageUrl: jetImageUrl(j.id),
        sortOrder: i + 1,
        createdAt: at,
        updatedAt: at,
      }));
      tx.insert(privateJets).values(rows).run();
      result.jets = rows.length;
    }
    if (tx.select({ n: count() }).from(products).get()?.n === 0) {
      const rows = PRODUCTS.map(({ slug, ...p }) => {
        const images = productImages(slug);
        return { ...p, image: images[0]!, images, createdAt: at, updatedAt: at };
      });
      tx.insert(products).values(rows).run();
      result.products = rows.length;
    }
    // Apart from the products: a database seeded before stock was kept gets its stock too.
    if (tx.select({ n: count() }).from(productStock).get()?.n === 0) {
      const present = new Set(
        tx
          .select({ id: products.id })
          .from(products)
          .all()
          .map((r) => r.id),
      );
      const rows = PRODUCTS.filter((p) => present.has(p.id)).flatMap((p) =>
        Object.entries(p.stock ?? {}).map(([size, stock]) => ({ productId: p.id, size, stock })),
      );
      if (rows.length > 0) tx.insert(productStock).values(rows).run();
      result.stock = rows.length;
    }
  });
  // The API keeps the catalogue lists as ready-to-send bytes: new rows must reach them.
  if (result.destinations + result.jets + result.products + result.stock > 0) invalidateCatalog(db);
  return result;
}
