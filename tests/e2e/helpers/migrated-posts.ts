import { prerenderedRoutes, publicRoutes } from '@shared/public-routes';

/** The journal's posts of a fresh database (migration 0016_journal.sql), each a page. */
export const MIGRATED_POST_SLUGS = ['isabella', 'marcus', 'sophia'] as const;

/** The public routes while only the migrated posts are published (the specs that write run last). */
export const PUBLIC_ROUTES = publicRoutes(MIGRATED_POST_SLUGS);
export const PRERENDERED_ROUTES = prerenderedRoutes(MIGRATED_POST_SLUGS);
