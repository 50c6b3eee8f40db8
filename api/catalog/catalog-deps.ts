import type { Db } from '../db/client';

/** What the catalogue's routes are built from (app.ts). */
export interface CatalogDeps {
  db: Db;
  /** whether the pre-rendered pages show the catalogue of now (none: always) */
  pagesCurrent?: () => boolean;
  /** a text that moves with what else the public pages show (the journal), so the version does */
  alsoShown?: () => string;
}
