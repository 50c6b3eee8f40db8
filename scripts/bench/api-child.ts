/**
 * Child process for the throughput bench: the real app (createApp, behind the listener server.ts
 * runs, its catalogue lists replayed) on an in-memory seeded SQLite, on a free loopback port it
 * reports to the parent over IPC. It logs as `npm start` does in production: the real logger, at
 * the parent's LOG_LEVEL, on stdout, which the parent points at a file.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../api/app';
import { appListener } from '../../api/listener';
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
const server = createServer(appListener(app, db, logger));
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
reportCpuOnRequest();
process.on('disconnect', () => process.exit(0));
// As server.ts stops: every line written, then a normal exit (which `--cpu-prof` needs).
process.on('SIGTERM', () => void flushLogger(logger).then(() => process.exit(0)));
