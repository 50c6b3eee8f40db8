/** The catalogue's collections, each a Dexie table of the same name and an entry of the snapshot. */
export type CatalogKey = 'destinations' | 'featuredDestinations' | 'jets' | 'products';
