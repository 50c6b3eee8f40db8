/**
 * The catalogue the build's pages show: read through the API (shared/prerender-catalog.ts), here in
 * process on an in-memory database migrated and seeded as api/server.ts does at start. So the HTML
 * matches what a fresh server answers, and no app code imports api code.
 */
import { createApp } from '../../api/app';
import { closeDb, migrate, openDb } from '../../api/db/client';
import { loadEnv } from '../../api/env';
import { seed } from '../../api/catalog';
import { readPrerenderCatalog, type PrerenderCatalog } from '../../shared/prerender-catalog';

export async function catalogThroughApi(): Promise<PrerenderCatalog> {
  const db = openDb(':memory:');
  try {
    migrate(db);
    seed(db);
    const env = loadEnv({ ...process.env, DATABASE_PATH: ':memory:' });
    const app = createApp({ db, env, log: (message, error) => console.error(message, error) });
    return await readPrerenderCatalog((path) => app.request(path));
  } finally {
    closeDb(db);
  }
}
