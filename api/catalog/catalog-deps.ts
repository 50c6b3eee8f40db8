import type { Db } from '../db/client';

/** What the catalogue's routes are built from (app.ts). */
export interface CatalogDeps {
  db: Db;
}
