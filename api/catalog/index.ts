// The catalogue: destinations, private jets and the shop's products, their cached lists, the seed
// that fills them, and the single rows other slices look up (a booking's jet, a checkout's product).
export type { CatalogDeps } from './catalog-deps';
export { catalogRoutes } from './routes';
export {
  CACHED_CATALOG_PATHS,
  CatalogCache,
  catalogCache,
  invalidateCatalog,
  sendCachedJson,
  type CachedJson,
} from './catalog-cache';
export { findDestination, findJet, findProduct } from './catalog-queries';
// Stock: the holds a checkout takes, sells or releases, and the sweep of holds past their time.
export {
  consoleStock,
  holdStock,
  releaseHold,
  returnSoldUnits,
  sellHold,
  startStockSweep,
  stockWriteCount,
  sweepExpiredHolds,
  type HoldOutcome,
  type StockLine,
} from './stock';
export { seed, type SeedResult } from './seed';
// The editor (issue 39): the console's records, their writes, versions and pictures; the
// concierge slice frames each write (staff-edit.ts) and answers the routes.
export { catalogRecord, catalogRecords, catalogRowsAfter } from './editor/editor-records';
export { pictureUrlById, unknownPicture } from './editor/picture-links';
export {
  insertCatalogRecord,
  slugTaken,
  writeCatalogRecord,
  type CatalogChanges,
  type CatalogCreate,
} from './editor/editor-writes';
export {
  catalogVersionFields,
  catalogVersions,
  keepOriginalVersion,
  recordCatalogVersion,
} from './editor/catalog-history';
export { addCatalogPicture } from './editor/catalog-pictures';
export { catalogPictureFiles, type CatalogPictureFiles } from './editor/picture-files';
export { pruneUnusedPictures, UNUSED_PICTURE_KEEP_MS } from './editor/picture-prune';
export { catalogMediaRoutes } from './media-routes';
