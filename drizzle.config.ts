import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a schema change; the server applies the
// committed migrations itself at start (api/db/client.ts), so drizzle-kit is never needed at run time.
export default defineConfig({
  dialect: 'sqlite',
  schema: './api/db/schema/index.ts',
  out: './api/db/migrations',
  dbCredentials: { url: process.env.DATABASE_PATH ?? 'data/club.db' },
  strict: true,
  verbose: true,
});
