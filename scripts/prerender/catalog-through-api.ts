/**
 * The catalogue the pre-rendered pages show, read the way the browser reads it: through the API
 * (GET /api/destinations, ...), here in process on an in-memory database migrated and seeded as
 * api/server.ts does at start. So the HTML matches what a fresh server answers, and no app code
 * imports api code.
 */
import * as v from 'valibot';
import { createApp } from '../../api/app';
import { closeDb, migrate, openDb } from '../../api/db/client';
import { loadEnv } from '../../api/env';
import { API } from '../../shared/api';
import {
  DestinationListSchema,
  JetListSchema,
  ProductListSchema,
} from '../../shared/schemas/catalog';
import { seed } from '../../api/catalog';

const SOURCES = {
  destinations: { path: API.destinations, schema: DestinationListSchema },
  featuredDestinations: { path: API.featuredDestinations, schema: DestinationListSchema },
  jets: { path: API.jets, schema: JetListSchema },
  products: { path: API.products, schema: ProductListSchema },
} as const;

export type Catalog = { [K in keyof typeof SOURCES]: v.InferOutput<(typeof SOURCES)[K]['schema']> };

export async function catalogThroughApi(): Promise<Catalog> {
  const db = openDb(':memory:');
  try {
    migrate(db);
    seed(db);
    const env = loadEnv({ ...process.env, DATABASE_PATH: ':memory:' });
    const app = createApp({ db, env, log: (message, error) => console.error(message, error) });
    const read = async <K extends keyof Catalog>(key: K): Promise<Catalog[K]> => {
      const { path, schema } = SOURCES[key];
      const res = await app.request(path);
      if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
      return v.parse(schema, await res.json()) as Catalog[K];
    };
    return {
      destinations: await read('destinations'),
      featuredDestinations: await read('featuredDestinations'),
      jets: await read('jets'),
      // Stock moves with every sale: a page built today must not say "in stock" next week. The
      // pages carry none, and the app shows it from its pull (app/local/catalog).
      products: (await read('products')).map((p) => ({ ...p, sizes: [] })),
    };
  } finally {
    closeDb(db);
  }
}
