/**
 * The catalogue pull as the page uses it (cache.ts), with the pictures of what it pulls
 * warmed for offline use (warm-images.ts). The worker imports cache.ts itself: it warms its media
 * caches at install, and the page's idle-time and connection checks mean nothing there.
 */
import { setAfterCatalogPull } from './cache';
import { warmCatalogImages } from './warm-images';

setAfterCatalogPull((rows) => warmCatalogImages(rows));

export { refreshAllCatalogs, refreshCatalog } from './cache';
