/**
 * The catalogue a pre-rendered page shows, read the way the browser reads it: through the public
 * API (GET /api/destinations, ...). The build reads it from a freshly seeded database
 * (scripts/prerender/catalog-through-api.ts), the server from its live one when it renders the
 * pages again (api/web/page-rerender.ts): both through this one function.
 */
import * as v from 'valibot';
import { API } from './api';
import { JOURNAL_API } from './journal-api';
import { DestinationListSchema, JetListSchema, ProductListSchema } from './schemas/catalog';
import { PostSummaryListSchema, PublicPostSchema } from './schemas/journal';

const SOURCES = {
  destinations: { path: API.destinations, schema: DestinationListSchema },
  featuredDestinations: { path: API.featuredDestinations, schema: DestinationListSchema },
  jets: { path: API.jets, schema: JetListSchema },
  products: { path: API.products, schema: ProductListSchema },
  posts: { path: JOURNAL_API.posts, schema: PostSummaryListSchema },
} as const;

export type PrerenderCatalog = {
  [K in keyof typeof SOURCES]: v.InferOutput<(typeof SOURCES)[K]['schema']>;
} & {
  /** every published post's body: each post's page embeds its own (app/local/catalog) */
  postBodies: v.InferOutput<typeof PublicPostSchema>[];
};

/** `request` answers a GET of an API path, as Hono's `app.request` does. */
export async function readPrerenderCatalog(
  request: (path: string) => Response | Promise<Response>,
): Promise<PrerenderCatalog> {
  const read = async <K extends keyof typeof SOURCES>(key: K): Promise<PrerenderCatalog[K]> => {
    const { path, schema } = SOURCES[key];
    const res = await request(path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return v.parse(schema, await res.json()) as PrerenderCatalog[K];
  };
  const posts = await read('posts');
  const postBodies = [];
  for (const { slug } of posts) {
    const path = JOURNAL_API.post(slug);
    const res = await request(path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    postBodies.push(v.parse(PublicPostSchema, await res.json()));
  }
  return {
    posts,
    postBodies,
    destinations: await read('destinations'),
    featuredDestinations: await read('featuredDestinations'),
    jets: await read('jets'),
    // Stock moves with every sale: a page rendered today must not say "in stock" next week. The
    // pages carry none, and the app shows it from its pull (app/local/catalog).
    products: (await read('products')).map((p) => ({ ...p, sizes: [] })),
  };
}
