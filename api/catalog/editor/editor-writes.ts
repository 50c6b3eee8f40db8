/**
 * The catalogue editor's writes (issue 39), each inside the caller's transaction: a new record,
 * or a record's changed fields written only if its version is still the one the staff member saw.
 * Pictures replace the record's list (the first is its public image); a product's sizes set the
 * units for sale now, so an open checkout's hold, already off the count, is never given back or
 * taken twice.
 */
import { and, eq, max, notInArray } from 'drizzle-orm';
import { UNITS_PER_CUSTOMER, type CatalogKind } from '@shared/constants';
import type {
  DestinationCreate,
  DestinationEdit,
  JetCreate,
  JetEdit,
  ProductCreate,
  ProductEdit,
} from '@shared/schemas/catalog-editor';
import type { Tx } from '../../db/client';
import { destinations, privateJets, products, productStock } from '../../db/schema/catalog';
import { priceTextToCents } from '../../lib/money';
import { durationText } from '../seed-data/destinations';
import { setPictures, urlsOf } from './picture-links';

export type CatalogCreate = DestinationCreate | JetCreate | ProductCreate;
/** An edit's fields (no version), as the writes take them. */
export type CatalogChanges =
  | Omit<DestinationEdit, 'expectedUpdatedAt'>
  | Omit<JetEdit, 'expectedUpdatedAt'>
  | Omit<ProductEdit, 'expectedUpdatedAt'>;
/** What the frame adds to an edit: the new version, and archiving. */
export interface VersionChanges {
  updatedAt: string;
  archivedAt?: string | null;
}

const cents = (text: string) => {
  const value = priceTextToCents(text);
  if (value === null) throw new Error(`not a price: ${text}`);
  return value;
};

/** Whether another destination already has this slug (the public pages' address). */
export const slugTaken = (tx: Tx, slug: string, exceptId?: string) =>
  tx
    .select({ id: destinations.id })
    .from(destinations)
    .where(eq(destinations.slug, slug))
    .all()
    .some((r) => r.id !== exceptId);

/** `name` as an address: 'Amalfi Coast' → 'amalfi-coast', with -2, -3… when taken. */
function freeSlug(name: string, taken: (slug: string) => boolean): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'record';
  let slug = base;
  for (let n = 2; taken(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Sets each listed size's units for sale; sizes not listed are no longer sold. */
function setSizes(tx: Tx, productId: number, sizes: readonly { size: string; stock: number }[]) {
  const listed = sizes.map((s) => s.size);
  tx.delete(productStock)
    .where(
      and(
        eq(productStock.productId, productId),
        listed.length > 0 ? notInArray(productStock.size, listed) : undefined,
      ),
    )
    .run();
  for (const { size, stock } of sizes) {
    tx.insert(productStock)
      .values({ productId, size, stock })
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.size],
        set: { stock },
      })
      .run();
  }
}

const nextOrder = (tx: Tx, column: typeof destinations.sortOrder | typeof privateJets.sortOrder) =>
  (tx
    .select({ n: max(column) })
    .from(column === destinations.sortOrder ? destinations : privateJets)
    .get()?.n ?? 0) + 1;

/** Inserts a new record; its id. */
export function insertCatalogRecord(
  tx: Tx,
  kind: CatalogKind,
  input: CatalogCreate,
  now: Date,
): string {
  const at = now.toISOString();
  const refs = input.pictures ?? [];
  const urls = urlsOf(tx, refs);
  if (kind === 'destinations') {
    const d = input as DestinationCreate;
    const id = crypto.randomUUID();
    tx.insert(destinations)
      .values({
        id,
        slug: d.slug ?? freeSlug(d.name, (s) => slugTaken(tx, s)),
        name: d.name,
        country: d.country,
        region: d.region,
        nights: d.nights,
        duration: d.duration ?? durationText(d.nights),
        description: d.description,
        imageUrl: urls[0] ?? d.imageUrl!,
        category: d.category,
        featured: d.featured ? 1 : 0,
        sortOrder: d.sortOrder ?? nextOrder(tx, destinations.sortOrder),
        hotelPrice: d.hotelPrice ?? '2670.00',
        createdAt: at,
        updatedAt: at,
      })
      .run();
    setPictures(tx, kind, id, refs);
    return id;
  }
  if (kind === 'jets') {
    const j = input as JetCreate;
    const taken = (s: string) =>
      tx.select({ id: privateJets.id }).from(privateJets).where(eq(privateJets.id, s)).get() !==
      undefined;
    const id = freeSlug(j.name, taken);
    tx.insert(privateJets)
      .values({
        id,
        name: j.name,
        type: j.type,
        capacity: j.capacity,
        range: j.range,
        hourlyRateCents: cents(j.hourlyRate),
        description: j.description,
        imageUrl: urls[0] ?? j.imageUrl!,
        sortOrder: j.sortOrder ?? nextOrder(tx, privateJets.sortOrder),
        createdAt: at,
        updatedAt: at,
      })
      .run();
    setPictures(tx, kind, id, refs);
    return id;
  }
  const p = input as ProductCreate;
  const image = urls[0] ?? p.image!;
  const id = Number(
    tx
      .insert(products)
      .values({
        name: p.name,
        description: p.description,
        price: p.price,
        originalPrice: p.originalPrice ?? null,
        onSale: p.onSale ?? false,
        category: p.category,
        image,
        images: urls.length > 0 ? urls : (p.images ?? [image]),
        featured: p.featured ?? false,
        limitPerCustomer: p.limitPerCustomer ?? UNITS_PER_CUSTOMER,
        createdAt: at,
        updatedAt: at,
      })
      .run().lastInsertRowid,
  );
  setPictures(tx, kind, String(id), refs);
  setSizes(tx, id, p.sizes ?? []);
  return String(id);
}

/** Drops the keys whose value is undefined: an edit changes only what it names. */
const given = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Writes an edit if the record's version is still `expected`: false when it moved on (or the
 * record is gone). Pictures, when given, replace the record's and set its public image.
 */
export function writeCatalogRecord(
  tx: Tx,
  kind: CatalogKind,
  id: string,
  changes: CatalogChanges & VersionChanges,
  expected: string,
): boolean {
  const { pictures, ...fields } = changes as CatalogChanges & VersionChanges;
  const urls = pictures && pictures.length > 0 ? urlsOf(tx, pictures) : undefined;
  let changed: number;
  if (kind === 'destinations') {
    const d = fields as Omit<DestinationEdit, 'expectedUpdatedAt' | 'pictures'> & VersionChanges;
    changed = tx
      .update(destinations)
      .set(
        given({
          ...d,
          featured: d.featured === undefined ? undefined : d.featured ? 1 : 0,
          // A new number of nights without a new duration text gets the matching one.
          duration: d.duration ?? (d.nights === undefined ? undefined : durationText(d.nights)),
          imageUrl: urls?.[0] ?? d.imageUrl,
        }),
      )
      .where(and(eq(destinations.id, id), eq(destinations.updatedAt, expected)))
      .run().changes;
  } else if (kind === 'jets') {
    const { hourlyRate, ...j } = fields as Omit<JetEdit, 'expectedUpdatedAt' | 'pictures'> &
      VersionChanges;
    changed = tx
      .update(privateJets)
      .set(
        given({
          ...j,
          hourlyRateCents: hourlyRate === undefined ? undefined : cents(hourlyRate),
          imageUrl: urls?.[0] ?? j.imageUrl,
        }),
      )
      .where(and(eq(privateJets.id, id), eq(privateJets.updatedAt, expected)))
      .run().changes;
  } else {
    const { sizes, ...p } = fields as Omit<ProductEdit, 'expectedUpdatedAt' | 'pictures'> &
      VersionChanges;
    const productId = Number(id);
    changed = tx
      .update(products)
      .set(
        given({
          ...p,
          image: urls?.[0] ?? p.image,
          images: urls ?? p.images,
        }),
      )
      .where(and(eq(products.id, productId), eq(products.updatedAt, expected)))
      .run().changes;
    if (changed === 1 && sizes) setSizes(tx, productId, sizes);
  }
  if (changed !== 1) return false;
  if (pictures) setPictures(tx, kind, id, pictures);
  return true;
}
