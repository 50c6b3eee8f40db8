/**
 * The catalogue as the console reads it (issue 39): each record with its pictures (and a
 * product's units for sale per size), archived ones included, as pages, one by one and by keyset
 * for the CSV exports.
 */
import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PageOf } from '@shared/api';
import type { CatalogPicture, ConsoleCatalogRecord } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import type { CatalogListQuery } from '@shared/schemas/catalog-editor';
import type { Db, Tx } from '../../db/client';
import { afterKeyset, newestFirstSql, rowidOf, type Keyset } from '../../db/keyset';
import { countWhere, paged } from '../../db/paged';
import {
  catalogPictureLinks,
  catalogPictures,
  destinations,
  privateJets,
  products,
  productStock,
} from '../../db/schema/catalog';
import { containsText } from '../../db/text-search';
import { sizeOrder } from '../stock';
import {
  destinationRecord,
  jetRecord,
  productRecord,
  type DestinationRow,
  type JetRow,
  type ProductRow,
} from './console-records';
import { pictureUrl } from './picture-files';

type Reader = Pick<Db, 'select'> | Pick<Tx, 'select'>;

/** A record's pictures in order, with their URLs. */
export function picturesOf(db: Reader, kind: CatalogKind, ids: string[]) {
  const byRecord = new Map<string, CatalogPicture[]>();
  if (ids.length === 0) return byRecord;
  const rows = db
    .select({
      entityId: catalogPictureLinks.entityId,
      id: catalogPictureLinks.pictureId,
      alt: catalogPictureLinks.alt,
      widths: catalogPictures.widths,
    })
    .from(catalogPictureLinks)
    .innerJoin(catalogPictures, eq(catalogPictures.id, catalogPictureLinks.pictureId))
    .where(
      and(eq(catalogPictureLinks.entityType, kind), inArray(catalogPictureLinks.entityId, ids)),
    )
    .orderBy(asc(catalogPictureLinks.position))
    .all();
  for (const r of rows) {
    const list = byRecord.get(r.entityId) ?? [];
    list.push({ id: r.id, alt: r.alt, url: pictureUrl(r.id, r.widths) });
    byRecord.set(r.entityId, list);
  }
  return byRecord;
}

/** Each product's sizes and units for sale now, in the picker's order. */
function stockOf(db: Reader, ids: number[]) {
  const bySize = new Map<number, { size: string; stock: number }[]>();
  if (ids.length === 0) return bySize;
  const rows = db
    .select()
    .from(productStock)
    .where(inArray(productStock.productId, ids))
    .all()
    .sort((a, b) => sizeOrder(a.size) - sizeOrder(b.size));
  for (const r of rows) {
    const list = bySize.get(r.productId) ?? [];
    list.push({ size: r.size, stock: r.stock });
    bySize.set(r.productId, list);
  }
  return bySize;
}

/** A console row with the keyset the CSV export continues from. */
type Keyed<T> = T & Keyset;

/** What the three kinds share: their table's columns the list filters and orders by. */
const TABLES = {
  destinations: {
    table: destinations,
    id: destinations.id,
    createdAt: destinations.createdAt,
    archivedAt: destinations.archivedAt,
    search: [destinations.name, destinations.country, destinations.region, destinations.slug],
  },
  jets: {
    table: privateJets,
    id: privateJets.id,
    createdAt: privateJets.createdAt,
    archivedAt: privateJets.archivedAt,
    search: [privateJets.name, privateJets.type],
  },
  products: {
    table: products,
    id: products.id,
    createdAt: products.createdAt,
    archivedAt: products.archivedAt,
    search: [products.name, products.category],
  },
} as const;

/** A product's id in a path: a positive whole number, else it names nothing. */
const productId = (id: string) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null);

function filterOf(kind: CatalogKind, { archived, q }: Omit<CatalogListQuery, 'page' | 'pageSize'>) {
  const t = TABLES[kind];
  const state: SQL | undefined =
    archived === 'all'
      ? undefined
      : archived === 'true'
        ? isNotNull(t.archivedAt)
        : isNull(t.archivedAt);
  return and(state, containsText(q, [...t.search]));
}

/** Rows of `kind` as console records, in the order read. */
function recordsOf(
  db: Reader,
  kind: CatalogKind,
  where: SQL | undefined,
  limit: number,
  offset: number,
  after: Keyset | null = null,
): Keyed<ConsoleCatalogRecord>[] {
  const t = TABLES[kind];
  const rows = db
    .select({ row: t.table, rowid: rowidOf(t.table) })
    .from(t.table)
    .where(and(where, afterKeyset(t.table, t.createdAt as SQLiteColumn, after)))
    .orderBy(...newestFirstSql(t.table, t.createdAt as SQLiteColumn))
    .limit(limit)
    .offset(offset)
    .all() as { row: DestinationRow | JetRow | ProductRow; rowid: number }[];
  const ids = rows.map((r) => String(r.row.id));
  const pictures = picturesOf(db, kind, ids);
  const pics = (id: string | number) => pictures.get(String(id)) ?? [];
  if (kind === 'products') {
    const stock = stockOf(
      db,
      rows.map((r) => r.row.id as number),
    );
    return rows.map(({ row, rowid }) => {
      const p = row as ProductRow;
      return { ...productRecord(p, pics(p.id), stock.get(p.id) ?? []), rowid };
    });
  }
  if (kind === 'jets') {
    return rows.map(({ row, rowid }) => ({ ...jetRecord(row as JetRow, pics(row.id)), rowid }));
  }
  return rows.map(({ row, rowid }) => ({
    ...destinationRecord(row as DestinationRow, pics(row.id)),
    rowid,
  }));
}

const withoutRowid = ({ rowid: _, ...record }: Keyed<ConsoleCatalogRecord>) =>
  record as ConsoleCatalogRecord;

/** One record as the console sees it, archived or not; undefined when there is none. */
export function catalogRecord(
  db: Reader,
  kind: CatalogKind,
  id: string,
): ConsoleCatalogRecord | undefined {
  const t = TABLES[kind];
  const key = kind === 'products' ? productId(id) : id;
  if (key === null) return undefined;
  const [record] = recordsOf(db, kind, eq(t.id as SQLiteColumn, key), 1, 0);
  return record && withoutRowid(record);
}

/** GET /api/concierge/catalog/{kind}: newest first, live by default. */
export function catalogRecords(
  db: Db,
  kind: CatalogKind,
  query: CatalogListQuery,
): PageOf<ConsoleCatalogRecord> {
  const where = filterOf(kind, query);
  return paged(
    query,
    (limit, offset) => recordsOf(db, kind, where, limit, offset).map(withoutRowid),
    () => countWhere(db, TABLES[kind].table, where),
  );
}

/** The CSV export's reader: every record the list's filters match, by keyset. */
export const catalogRowsAfter =
  (kind: CatalogKind) =>
  (db: Db, filters: Omit<CatalogListQuery, 'page' | 'pageSize'>) =>
  (after: Keyset | null, limit: number) =>
    recordsOf(db, kind, filterOf(kind, filters), limit, 0, after);
