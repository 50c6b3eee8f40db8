/**
 * Child process for the throughput bench: the real app (createApp, @hono/node-server) on an
 * in-memory seeded SQLite, on a free loopback port it reports to the parent over IPC.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../api/app';
import { migrate, openDb } from '../../api/db/client';
import { loadEnv } from '../../api/env';
import { seed } from '../../api/catalog';

const db = openDb(':memory:');
migrate(db);
seed(db);
const app = createApp({ db, env: loadEnv({ NODE_ENV: 'production' }), log: () => {} });
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ port: info.port });
});
process.on('disconnect', () => process.exit(0));
