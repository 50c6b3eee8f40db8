/**
 * A catalogue row as the console shows it (shared/catalog-editor-api.ts): the public record's
 * fields, with what only staff see and set.
 */
import type {
  CatalogPicture,
  ConsoleDestination,
  ConsoleJet,
  ConsoleProduct,
} from '@shared/catalog-editor-api';
import type { destinations, privateJets, products } from '../../db/schema/catalog';
import { centsToDecimal } from '../../lib/money';

export type DestinationRow = typeof destinations.$inferSelect;
export type JetRow = typeof privateJets.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export const destinationRecord = (
  r: DestinationRow,
  pictures: CatalogPicture[],
): ConsoleDestination => ({
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
  sortOrder: r.sortOrder,
  pictures,
  archivedAt: r.archivedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const jetRecord = (r: JetRow, pictures: CatalogPicture[]): ConsoleJet => ({
  id: r.id,
  name: r.name,
  type: r.type,
  capacity: r.capacity,
  range: r.range,
  hourlyRate: centsToDecimal(r.hourlyRateCents),
  description: r.description,
  imageUrl: r.imageUrl,
  sortOrder: r.sortOrder,
  pictures,
  archivedAt: r.archivedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const productRecord = (
  r: ProductRow,
  pictures: CatalogPicture[],
  sizes: { size: string; stock: number }[],
): ConsoleProduct => ({
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
  limitPerCustomer: r.limitPerCustomer,
  sizes,
  pictures,
  archivedAt: r.archivedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});
