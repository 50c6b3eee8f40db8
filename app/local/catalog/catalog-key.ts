/** The catalogue's collections: each is a Dexie table of that name and an entry of the snapshot. */
export type CatalogKey = 'destinations' | 'featuredDestinations' | 'jets' | 'products' | 'posts';
