/**
 * The catalogue editor's calls (issue 39, admins write, concierges read) and the records they
 * answer: the public record's fields, plus what only staff see and set.
 */
import type { ApiErrorBody } from './api';
import type { CatalogKind } from './constants';
import type { Destination, Jet, Product } from './schemas/catalog';

const id = (x: string | number) => encodeURIComponent(String(x));
const base = (kind: CatalogKind) => `/api/concierge/catalog/${kind}`;

export const CATALOG_EDITOR_API = {
  /** GET ?page&pageSize&archived=false|true|all&q → PageOf<record>; POST body → 201 record */
  list: base,
  /** GET → record; PATCH { ...fields, expectedUpdatedAt } → record (409 when stale) */
  record: (kind: CatalogKind, r: string | number) => `${base(kind)}/${id(r)}`,
  /** POST { expectedUpdatedAt }: off the public site / back on it */
  archive: (kind: CatalogKind, r: string | number) => `${base(kind)}/${id(r)}/archive`,
  restore: (kind: CatalogKind, r: string | number) => `${base(kind)}/${id(r)}/restore`,
  /** GET → CatalogHistoryEntry[], newest first */
  history: (kind: CatalogKind, r: string | number) => `${base(kind)}/${id(r)}/history`,
  /** POST { expectedUpdatedAt }: that version's fields, as a new version */
  restoreVersion: (kind: CatalogKind, r: string | number, version: number) =>
    `${base(kind)}/${id(r)}/history/${version}/restore`,
  /** GET: every record the list's filters match, as CSV */
  csv: (kind: CatalogKind) => `${base(kind)}.csv`,
  /** POST multipart `file` → 201 CatalogPictureUploaded */
  pictures: '/api/concierge/catalog/pictures',
} as const;

/** A record's picture: what the editor sends back ({ id, alt }) and where it is served. */
export interface CatalogPicture {
  id: string;
  alt: string;
  /** the WebP at its widest kept width; the site's image URL for the record */
  url: string;
}

/** The answer of a picture upload. */
export interface CatalogPictureUploaded {
  id: string;
  url: string;
  width: number;
  height: number;
  /** every rendition: /media/catalog/<id>-<width>.<avif|webp> */
  renditions: string[];
}

interface EditorFields {
  pictures: CatalogPicture[];
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ConsoleDestination extends Destination, EditorFields {
  sortOrder: number;
}

export interface ConsoleJet extends Jet, EditorFields {
  sortOrder: number;
}

/** A size and its units for sale now (held and sold units are already off it). */
export interface ConsoleSizeStock {
  size: string;
  stock: number;
}

export interface ConsoleProduct extends Omit<Product, 'sizes'>, EditorFields {
  sizes: ConsoleSizeStock[];
}

export type ConsoleCatalogRecord = ConsoleDestination | ConsoleJet | ConsoleProduct;

/** One version of a record: what it was after the change, who made it and when. */
export interface CatalogHistoryEntry {
  version: number;
  /** created, edited, archived, restored, version_restored */
  action: string;
  staffEmail: string;
  at: string;
  record: ConsoleCatalogRecord;
}

/** `code` of a stale edit's 409: `current` is the record as it now is. */
export const CATALOG_CONFLICT_CODE = 'catalog_conflict';

export interface CatalogConflictBody extends ApiErrorBody {
  code: typeof CATALOG_CONFLICT_CODE;
  current: ConsoleCatalogRecord;
}
