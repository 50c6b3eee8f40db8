/**
 * What the console's catalogue editor knows of each kind of record (issue 39): its words, its
 * fields in the order the form shows them, and how a record becomes the form's values and the
 * form's values the body the API takes (shared/schemas/catalog-editor.ts checks both ends).
 */
import type * as v from 'valibot';
import type {
  CatalogPicture,
  ConsoleCatalogRecord,
  ConsoleProduct,
} from '@shared/catalog-editor-api';
import {
  CATEGORY_LABELS,
  DESTINATION_CATEGORIES,
  ONE_SIZE,
  SIZES,
  type CatalogKind,
  type DestinationCategory,
} from '@shared/constants';
import {
  DestinationCreateSchema,
  JetCreateSchema,
  ProductCreateSchema,
} from '@shared/schemas/catalog-editor';

export type FieldKind = 'text' | 'textarea' | 'number' | 'price' | 'select' | 'checkbox';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** what an option is called on screen */
  optionLabel?: (value: string) => string;
  hint?: string;
  /** left out of the body when empty (the server applies its default) */
  optional?: boolean;
  /** empty means null (a product's original price: no sale) */
  nullable?: boolean;
  /** across the form's two columns */
  wide?: boolean;
}

export interface KindInfo {
  title: string;
  singular: string;
  description: string;
  fields: readonly FieldSpec[];
  /** the site path of a record's image when it has no uploaded pictures */
  imageField: 'imageUrl' | 'image';
  createSchema: v.GenericSchema;
  hasSizes: boolean;
}

export const SIZE_CHOICES = [...SIZES, ONE_SIZE] as const;

const ORDER_HINT = 'Lower comes first on the site.';

export const CATALOG_KIND_INFO: Record<CatalogKind, KindInfo> = {
  destinations: {
    title: 'Destinations',
    singular: 'destination',
    description:
      'Where members travel: shown on /destinations, the home page and the booking form.',
    imageField: 'imageUrl',
    createSchema: DestinationCreateSchema,
    hasSizes: false,
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      {
        name: 'slug',
        label: 'Address name',
        kind: 'text',
        optional: true,
        hint: 'Lowercase words joined by hyphens; made from the name when left empty.',
      },
      { name: 'country', label: 'Country', kind: 'text' },
      { name: 'region', label: 'Region', kind: 'text' },
      {
        name: 'category',
        label: 'Category',
        kind: 'select',
        options: DESTINATION_CATEGORIES,
        optionLabel: (c) => CATEGORY_LABELS[c as DestinationCategory],
      },
      { name: 'nights', label: 'Nights', kind: 'number' },
      {
        name: 'duration',
        label: 'Duration',
        kind: 'text',
        optional: true,
        hint: 'Like "5 Days / 4 Nights"; made from the nights when left empty.',
      },
      { name: 'hotelPrice', label: 'Hotel price (USD)', kind: 'price', optional: true },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      { name: 'sortOrder', label: 'Order', kind: 'number', optional: true, hint: ORDER_HINT },
      { name: 'featured', label: 'Featured on the home page', kind: 'checkbox' },
    ],
  },
  jets: {
    title: 'Private jets',
    singular: 'jet',
    description: 'The fleet a booking chooses from; the home page shows the first three.',
    imageField: 'imageUrl',
    createSchema: JetCreateSchema,
    hasSizes: false,
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'type', label: 'Type', kind: 'text', hint: 'Like "Ultra Long Range".' },
      { name: 'capacity', label: 'Passengers', kind: 'number' },
      { name: 'range', label: 'Range', kind: 'text', hint: 'Like "7,700 nm".' },
      { name: 'hourlyRate', label: 'Hourly rate (USD)', kind: 'price' },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      { name: 'sortOrder', label: 'Order', kind: 'number', optional: true, hint: ORDER_HINT },
    ],
  },
  products: {
    title: 'Shop',
    singular: 'product',
    description: 'What the shop sells, its prices and the units of each size for sale now.',
    imageField: 'image',
    createSchema: ProductCreateSchema,
    hasSizes: true,
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'category', label: 'Category', kind: 'text' },
      { name: 'price', label: 'Price (USD)', kind: 'price' },
      {
        name: 'originalPrice',
        label: 'Price before the sale (USD)',
        kind: 'price',
        nullable: true,
        hint: 'Shown struck through while on sale; empty when there is none.',
      },
      {
        name: 'limitPerCustomer',
        label: 'Units per customer',
        kind: 'number',
        optional: true,
        hint: 'Limited to 2 units per customer unless set.',
      },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      { name: 'onSale', label: 'On sale', kind: 'checkbox' },
      { name: 'featured', label: 'Featured', kind: 'checkbox' },
    ],
  },
};

export const isCatalogKind = (value: string | undefined): value is CatalogKind =>
  value !== undefined && Object.hasOwn(CATALOG_KIND_INFO, value);

export interface SizeRow {
  size: string;
  stock: string;
}

/** What the form holds: text for every input, booleans for checkboxes. */
export interface CatalogFormValues {
  fields: Record<string, string | boolean>;
  pictures: CatalogPicture[];
  sizes: SizeRow[];
}

/** An empty record of `kind`, as a new one starts. */
export function blankForm(kind: CatalogKind): CatalogFormValues {
  const fields: Record<string, string | boolean> = {};
  for (const f of CATALOG_KIND_INFO[kind].fields) {
    fields[f.name] = f.kind === 'checkbox' ? false : f.kind === 'select' ? f.options![0]! : '';
  }
  return { fields, pictures: [], sizes: [] };
}

/** The record as the form shows it. */
export function formOf(kind: CatalogKind, record: ConsoleCatalogRecord): CatalogFormValues {
  const values = record as unknown as Record<string, unknown>;
  const fields: Record<string, string | boolean> = {};
  for (const f of CATALOG_KIND_INFO[kind].fields) {
    const value = values[f.name];
    fields[f.name] = f.kind === 'checkbox' ? Boolean(value) : value == null ? '' : String(value);
  }
  const sizes =
    kind === 'products'
      ? (record as ConsoleProduct).sizes.map((s) => ({ size: s.size, stock: String(s.stock) }))
      : [];
  return { fields, pictures: record.pictures, sizes };
}

const numberOrText = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : text);

/**
 * The body the API takes. Numbers that are not numbers are sent as typed, so the schema's own
 * message says what is wrong with them. `image`: the record's site image, kept while it has no
 * uploaded pictures.
 */
export function bodyOf(
  kind: CatalogKind,
  values: CatalogFormValues,
  image?: string,
): Record<string, unknown> {
  const info = CATALOG_KIND_INFO[kind];
  const body: Record<string, unknown> = {};
  for (const f of info.fields) {
    const value = values.fields[f.name];
    if (typeof value === 'boolean') {
      body[f.name] = value;
      continue;
    }
    const text = (value ?? '').trim();
    if (text === '' && f.nullable) body[f.name] = null;
    else if (text === '' && f.optional) continue;
    else body[f.name] = f.kind === 'number' ? numberOrText(text) : text;
  }
  body.pictures = values.pictures.map(({ id, alt }) => ({ id, alt }));
  if (values.pictures.length === 0 && image) body[info.imageField] = image;
  if (info.hasSizes) {
    body.sizes = values.sizes.map((s) => ({ size: s.size, stock: numberOrText(s.stock) }));
  }
  return body;
}

/** The record's name, for headings and messages. */
export const nameOf = (record: ConsoleCatalogRecord) => record.name;

/** The image a record shows: its first uploaded picture, else its site image. */
export function imageOf(kind: CatalogKind, record: ConsoleCatalogRecord): string | undefined {
  const first = record.pictures[0]?.url;
  if (first) return first;
  const values = record as unknown as Record<string, unknown>;
  const image = values[CATALOG_KIND_INFO[kind].imageField];
  return typeof image === 'string' ? image : undefined;
}
