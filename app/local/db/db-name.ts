/**
 * The IndexedDB database the page and the service worker share. A module of its own: the schema
 * (db.ts) names it, and the code a page loads first (local-db.ts) knows it without loading Dexie.
 */
export const DB_NAME = 'club';
