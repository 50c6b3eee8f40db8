/**
 * The catalogue editor's payloads (issue 39): a record's body is the public record's fields (as
 * GET /api/destinations, /api/jets and /api/products answer them) plus what only staff set. A
 * create sends every required field; an edit sends any of them with the version it saw. Fields
 * given no value on create take the defaults the editor applies (api/catalog/editor).
 */
import * as v from 'valibot';
import { DESTINATION_CATEGORIES, ONE_SIZE, SIZES } from '../constants';
import { expectedUpdatedAt, searchFilter } from './concierge';
import { requiredMultiLineText, requiredText } from './fields';
import { pagingEntries } from './paging';

export const PICTURE_ID_MESSAGE = 'Choose a picture uploaded to the catalogue';
export const ALT_MESSAGE = 'Alt text is required for each picture';
export const PICTURE_REQUIRED_MESSAGE = 'Add at least one picture, with its alt text';
export const PICTURES_MAX = 12;

const price = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,7}\.\d{2}$/, message));

const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A flag sent as true/false, or as the public destination's 0/1. */
const flag = (message: string) =>
  v.pipe(
    v.union([v.boolean(), v.literal(0), v.literal(1)], message),
    v.transform((x) => Boolean(x)),
  );

/** One of the record's pictures, in order: the id the upload answered and its alt text. */
export const PictureRefSchema = v.object({
  id: v.pipe(v.string(PICTURE_ID_MESSAGE), v.regex(/^[0-9a-f]{32}$/, PICTURE_ID_MESSAGE)),
  alt: requiredText(ALT_MESSAGE, 300),
});
export type PictureRef = v.InferOutput<typeof PictureRefSchema>;

const pictures = v.pipe(
  v.array(PictureRefSchema, 'Pictures must be a list of { id, alt }'),
  v.maxLength(PICTURES_MAX, `At most ${PICTURES_MAX} pictures`),
);

/** An image already on the site (the seed's), for a record without uploaded pictures. */
const sitePath = v.pipe(
  v.string('Image must be a path on this site, like /images/jets/g650.svg'),
  v.regex(/^\/[\w./-]{1,200}$/, 'Image must be a path on this site, like /images/jets/g650.svg'),
);

const SLUG_MESSAGE = 'Slug must be lowercase words joined by hyphens, like amalfi-coast';

const destinationEntries = {
  slug: v.optional(
    v.pipe(
      v.string(SLUG_MESSAGE),
      v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG_MESSAGE),
      v.maxLength(80, SLUG_MESSAGE),
    ),
  ),
  name: requiredText('Name is required', 100),
  country: requiredText('Country is required', 100),
  region: requiredText('Region is required', 100),
  nights: wholeNumber('Nights must be a whole number from 1 to 60', 1, 60),
  duration: v.optional(requiredText('Duration must be text like "5 Days / 4 Nights"', 60)),
  description: requiredMultiLineText('Description is required', 4000),
  category: v.picklist(
    DESTINATION_CATEGORIES,
    `Category must be one of ${DESTINATION_CATEGORIES.join(', ')}`,
  ),
  featured: v.optional(flag('Featured must be true or false')),
  sortOrder: v.optional(wholeNumber('Order must be a whole number from 0', 0, 1_000_000)),
  hotelPrice: v.optional(price('Hotel price must be an amount like 2670.00')),
  imageUrl: v.optional(sitePath),
  pictures: v.optional(pictures),
};

const jetEntries = {
  name: requiredText('Name is required', 100),
  type: requiredText('Type is required', 100),
  capacity: wholeNumber('Capacity must be a whole number from 1 to 500', 1, 500),
  range: requiredText('Range is required', 100),
  hourlyRate: price('Hourly rate must be an amount like 13500.00'),
  description: requiredMultiLineText('Description is required', 4000),
  sortOrder: v.optional(wholeNumber('Order must be a whole number from 0', 0, 1_000_000)),
  imageUrl: v.optional(sitePath),
  pictures: v.optional(pictures),
};

const STOCK_MESSAGE = 'Stock must be a whole number of 0 or more';
const SIZE_MESSAGE = `Size must be one of ${[...SIZES, ONE_SIZE].join(', ')}`;

/** A size and the units of it for sale now (what open checkouts hold is already off it). */
export const SizeStockSchema = v.object({
  size: v.picklist([...SIZES, ONE_SIZE], SIZE_MESSAGE),
  stock: wholeNumber(STOCK_MESSAGE, 0, 1_000_000),
});

const productEntries = {
  name: requiredText('Name is required', 100),
  description: requiredMultiLineText('Description is required', 4000),
  price: price('Price must be an amount like 297.00'),
  originalPrice: v.optional(v.nullable(price('Original price must be an amount like 350.00'))),
  onSale: v.optional(v.boolean('On sale must be true or false')),
  category: requiredText('Category is required', 60),
  featured: v.optional(v.boolean('Featured must be true or false')),
  image: v.optional(sitePath),
  images: v.optional(v.array(sitePath, 'Images must be a list of paths on this site')),
  pictures: v.optional(pictures),
  sizes: v.optional(
    v.pipe(
      v.array(SizeStockSchema, 'Sizes must be a list of { size, stock }'),
      v.check(
        (sizes) => new Set(sizes.map((s) => s.size)).size === sizes.length,
        'Each size may be listed once',
      ),
    ),
  ),
  limitPerCustomer: v.optional(
    wholeNumber('The limit per customer must be a whole number from 1 to 100', 1, 100),
  ),
};

/** A new record needs a picture: uploaded ones (with alt text), or an image already on the site. */
const hasPicture = (pictures: PictureRef[] | undefined, image: string | undefined) =>
  (pictures?.length ?? 0) > 0 || image !== undefined;

export const DestinationCreateSchema = v.pipe(
  v.object(destinationEntries),
  v.forward(
    v.partialCheck(
      [['pictures'], ['imageUrl']],
      (d) => hasPicture(d.pictures, d.imageUrl),
      PICTURE_REQUIRED_MESSAGE,
    ),
    ['pictures'],
  ),
);
export const JetCreateSchema = v.pipe(
  v.object(jetEntries),
  v.forward(
    v.partialCheck(
      [['pictures'], ['imageUrl']],
      (j) => hasPicture(j.pictures, j.imageUrl),
      PICTURE_REQUIRED_MESSAGE,
    ),
    ['pictures'],
  ),
);
export const ProductCreateSchema = v.pipe(
  v.object(productEntries),
  v.forward(
    v.partialCheck(
      [['pictures'], ['image']],
      (p) => hasPicture(p.pictures, p.image),
      PICTURE_REQUIRED_MESSAGE,
    ),
    ['pictures'],
  ),
);
export type DestinationCreate = v.InferOutput<typeof DestinationCreateSchema>;
export type JetCreate = v.InferOutput<typeof JetCreateSchema>;
export type ProductCreate = v.InferOutput<typeof ProductCreateSchema>;

/** An edit: any of the fields, and the record's `updatedAt` when the staff member opened it. */
const editOf = <E extends v.ObjectEntries>(entries: E) =>
  v.object({ ...v.partial(v.object(entries)).entries, expectedUpdatedAt });

export const DestinationEditSchema = editOf(destinationEntries);
export const JetEditSchema = editOf(jetEntries);
export const ProductEditSchema = editOf(productEntries);
export type DestinationEdit = v.InferOutput<typeof DestinationEditSchema>;
export type JetEdit = v.InferOutput<typeof JetEditSchema>;
export type ProductEdit = v.InferOutput<typeof ProductEditSchema>;

/** Archive, restore, restore a version: only the version the staff member saw. */
export const CatalogVersionSchema = v.object({ expectedUpdatedAt });
export type CatalogVersionInput = v.InferOutput<typeof CatalogVersionSchema>;

const ARCHIVED_MESSAGE = 'archived must be false, true or all';

/** GET /api/concierge/catalog/{kind}: live records by default, `archived=true` or `all`. */
export const CatalogListQuerySchema = v.object({
  ...pagingEntries,
  archived: v.optional(v.picklist(['false', 'true', 'all'], ARCHIVED_MESSAGE), 'false'),
  q: searchFilter,
});
export type CatalogListQuery = v.InferOutput<typeof CatalogListQuerySchema>;

/** POST /api/concierge/catalog/pictures: the multipart field, its limits and refusals. */
export const CATALOG_PICTURE_FIELD = 'file';
export const CATALOG_PICTURE_TYPE_MESSAGE =
  'This file is not a picture. Upload a JPEG, PNG or WebP image up to 15 MB.';
export const CATALOG_PICTURE_SIZE_MESSAGE = `This picture is over 15 MB. ${CATALOG_PICTURE_TYPE_MESSAGE}`;
export const CATALOG_PICTURE_UNREADABLE_MESSAGE = `This picture could not be read. ${CATALOG_PICTURE_TYPE_MESSAGE}`;
export const CATALOG_PICTURE_DIMENSIONS_MESSAGE =
  'This picture is too large: at most 8192 pixels wide and high.';
export const CATALOG_PICTURE_BUSY_MESSAGE =
  'Pictures are being processed. Please try again in a few seconds.';
