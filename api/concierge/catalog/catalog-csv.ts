/** What each catalogue list exports as CSV (csv-stream.ts writes it): the columns. */
import type {
  ConsoleCatalogRecord,
  ConsoleDestination,
  ConsoleJet,
  ConsoleProduct,
} from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { field, type CsvColumn } from '../exports/csv-stream';

const yesNo = (x: boolean | number) => (x ? 'yes' : 'no');

/** The editor's own columns, last in every export. */
const editorColumns = <R extends ConsoleCatalogRecord>(): CsvColumn<R>[] => [
  { header: 'Pictures', value: (r) => r.pictures.map((p) => `${p.url} (${p.alt})`).join(' | ') },
  field('Archived', 'archivedAt'),
  field('Created', 'createdAt'),
  field('Updated', 'updatedAt'),
];

const DESTINATIONS: CsvColumn<ConsoleDestination>[] = [
  field('Destination', 'id'),
  field('Slug', 'slug'),
  field('Name', 'name'),
  field('Country', 'country'),
  field('Region', 'region'),
  field('Category', 'category'),
  field('Nights', 'nights'),
  field('Duration', 'duration'),
  field('Hotel price', 'hotelPrice'),
  { header: 'Featured', value: (d) => yesNo(d.featured) },
  field('Order', 'sortOrder'),
  field('Image', 'imageUrl'),
  field('Description', 'description'),
  ...editorColumns<ConsoleDestination>(),
];

const JETS: CsvColumn<ConsoleJet>[] = [
  field('Jet', 'id'),
  field('Name', 'name'),
  field('Type', 'type'),
  field('Capacity', 'capacity'),
  field('Range', 'range'),
  field('Hourly rate', 'hourlyRate'),
  field('Order', 'sortOrder'),
  field('Image', 'imageUrl'),
  field('Description', 'description'),
  ...editorColumns<ConsoleJet>(),
];

const PRODUCTS: CsvColumn<ConsoleProduct>[] = [
  field('Product', 'id'),
  field('Name', 'name'),
  field('Category', 'category'),
  field('Price', 'price'),
  field('Original price', 'originalPrice'),
  { header: 'On sale', value: (p) => yesNo(p.onSale) },
  { header: 'Featured', value: (p) => yesNo(p.featured) },
  field('Limit per customer', 'limitPerCustomer'),
  { header: 'Stock', value: (p) => p.sizes.map((s) => `${s.size}: ${s.stock}`).join(', ') },
  field('Image', 'image'),
  field('Description', 'description'),
  ...editorColumns<ConsoleProduct>(),
];

/** Each kind's columns; the rows come from the catalogue's keyset reader. */
export const CATALOG_CSV_COLUMNS = {
  destinations: DESTINATIONS,
  jets: JETS,
  products: PRODUCTS,
} as unknown as Record<CatalogKind, CsvColumn<ConsoleCatalogRecord>[]>;
