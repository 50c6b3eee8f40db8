/**
 * Child process for the throughput bench: the real app (createApp, @hono/node-server) on an
 * in-memory seeded SQLite, on a free loopback port it reports to the parent over IPC. It logs as
 * `npm start` does in production: the real logger, at the parent's LOG_LEVEL, on stdout, which
 * the parent points at a file.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../api/app';
import { migrate, openDb } from '../../api/db/client';
import { seed } from '../../api/catalog';
import { createLogger, flushLogger } from '../../api/observability/logger';
import { benchEnv } from './bench-env';
import { reportCpuOnRequest } from './cpu-report';

const db = openDb(':memory:');
migrate(db);
seed(db);
const env = benchEnv({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
const logger = createLogger(env);
const app = createApp({ db, env, logger });
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ port: info.port });
});
reportCpuOnRequest();
process.on('disconnect', () => process.exit(0));
// As server.ts stops: every line written, then a normal exit (which `--cpu-prof` needs).
process.on('SIGTERM', () => void flushLogger(logger).then(() => process.exit(0)));
