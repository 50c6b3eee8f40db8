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
import { toDestination, toJet, toProduct } from '../catalog-queries';

export type DestinationRow = typeof destinations.$inferSelect;
export type JetRow = typeof privateJets.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** What only staff see and set, beside the public fields. */
const editorFields = (
  r: { archivedAt: string | null; createdAt: string; updatedAt: string },
  pictures: CatalogPicture[],
) => ({ pictures, archivedAt: r.archivedAt, createdAt: r.createdAt, updatedAt: r.updatedAt });

export const destinationRecord = (
  r: DestinationRow,
  pictures: CatalogPicture[],
): ConsoleDestination => ({
  ...toDestination(r),
  sortOrder: r.sortOrder,
  ...editorFields(r, pictures),
});

export const jetRecord = (r: JetRow, pictures: CatalogPicture[]): ConsoleJet => ({
  ...toJet(r),
  sortOrder: r.sortOrder,
  ...editorFields(r, pictures),
});

export const productRecord = (
  r: ProductRow,
  pictures: CatalogPicture[],
  sizes: { size: string; stock: number }[],
): ConsoleProduct => {
  // The console's sizes are units for sale, not the public's in-stock words.
  const { sizes: _publicSizes, ...product } = toProduct(r);
  return { ...product, sizes, ...editorFields(r, pictures) };
};
