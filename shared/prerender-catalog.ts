/**
 * The catalogue a pre-rendered page shows, read the way the browser reads it: through the public
 * API (GET /api/destinations, ...). The build reads it from a freshly seeded database
 * (scripts/prerender/catalog-through-api.ts), the server from its live one when it renders the
 * pages again (api/web/page-rerender.ts): both through this one function.
 */
import * as v from 'valibot';
import { API } from './api';
import { DestinationListSchema, JetListSchema, ProductListSchema } from './schemas/catalog';

const SOURCES = {
  destinations: { path: API.destinations, schema: DestinationListSchema },
  featuredDestinations: { path: API.featuredDestinations, schema: DestinationListSchema },
  jets: { path: API.jets, schema: JetListSchema },
  products: { path: API.products, schema: ProductListSchema },
} as const;

export type PrerenderCatalog = {
  [K in keyof typeof SOURCES]: v.InferOutput<(typeof SOURCES)[K]['schema']>;
};

/** `request` answers a GET of an API path, as Hono's `app.request` does. */
export async function readPrerenderCatalog(
  request: (path: string) => Response | Promise<Response>,
): Promise<PrerenderCatalog> {
  const read = async <K extends keyof PrerenderCatalog>(key: K): Promise<PrerenderCatalog[K]> => {
    const { path, schema } = SOURCES[key];
    const res = await request(path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return v.parse(schema, await res.json()) as PrerenderCatalog[K];
  };
  return {
    destinations: await read('destinations'),
    featuredDestinations: await read('featuredDestinations'),
    jets: await read('jets'),
    // Stock moves with every sale: a page rendered today must not say "in stock" next week. The
    // pages carry none, and the app shows it from its pull (app/local/catalog).
    products: (await read('products')).map((p) => ({ ...p, sizes: [] })),
  };
}
