/**
 * Node entry (`npm start`, `tsx api/server.ts`): configuration, database (migrated and seeded),
 * the API and the built PWA on one port. Prints exactly one line once it listens.
 */
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { BRAND } from '@shared/brand';
import { externalLinksFrom } from '@shared/external-links';
import { createApp } from './app';
import { checkpoint, CHECKPOINT_INTERVAL_MS, closeDb, migrate, openDb } from './db/client';
import { PRUNE_INTERVAL_MS, pruneExpired } from './db/prune';
import { seed } from './db/seed';
import { loadEnv } from './env';
import { loggerFor } from './log-redaction';
import { loadPageStore, NO_PAGES } from './forms/page-store';
import { createPaymentsGateway } from './payments/gateway';
import { installmentNotifierFor } from './payments/installment-notices';
import { startInstallmentTimer } from './payments/installments';
import { startReconciliationTimer } from './payments/reconciliation';
import { consoleLogger, systemClock } from './runtime';
import { BUILD_MISSING, explainMissingBuild, hasBuild, serveBuiltApp } from './static-files';

// Values already in the environment win over .env (Node's loadEnvFile does not overwrite them).
if (existsSync('.env')) process.loadEnvFile('.env');
const env = loadEnv();
// In production no line carries an email, a link's token or a card number (log-redaction.ts).
const log = loggerFor(env, consoleLogger);
const db = openDb(env.DATABASE_PATH);
migrate(db);
seed(db);

if (env.RATE_LIMITS === 'off') {
  console.warn('RATE_LIMITS=off: sign-in, registration and public writes are not rate limited.');
}
pruneExpired(db, new Date());
// unref: the timer alone must not keep a stopping server alive.
setInterval(() => pruneExpired(db, new Date()), PRUNE_INTERVAL_MS).unref();
// closeDb checkpoints once more at shutdown.
setInterval(() => checkpoint(db), CHECKPOINT_INTERVAL_MS).unref();

const payments = createPaymentsGateway(env);
if (payments.kind === 'demo') {
  console.warn('No STRIPE_SECRET_KEY: checkouts use the local demo (nothing is charged).');
} else if (!payments.verifyWebhook) {
  console.warn('No STRIPE_WEBHOOK_SECRET: Stripe payments will never be fulfilled.');
}
// The vacation installments fall due while the server runs; the first run is at start.
const notify = installmentNotifierFor(env, log);
startInstallmentTimer({ db, payments, clock: systemClock, log, notify }).unref();
// Checkouts whose webhook never came, and refunds not yet made: at start, then hourly.
startReconciliationTimer({ db, payments, clock: systemClock, log }).unref();

const built = hasBuild(env.STATIC_DIR);
// Read once: the pages are served from memory and refused form posts answer with them.
const pages = built ? loadPageStore(env.STATIC_DIR) : NO_PAGES;
const app = createApp({ db, env, payments, pages });
if (built) {
  // The build read its external links from this same environment (`npm start` builds first).
  serveBuiltApp(app, env.STATIC_DIR, { pages, links: externalLinksFrom(process.env) });
} else {
  console.warn(`${BUILD_MISSING(env.STATIC_DIR)} Serving the API only.`);
  explainMissingBuild(app, env.STATIC_DIR);
}

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  console.log(`${BRAND.fullName} running at http://localhost:${info.port}`);
});

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(`Cannot listen on port ${env.PORT}: ${err.code ?? err.message}`);
  closeDb(db);
  process.exit(1);
});

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  // A hard deadline: a slow client must not keep a stopped server (and its port) alive.
  setTimeout(() => process.exit(1), 5000).unref();
  server.close(() => {
    closeDb(db);
    process.exit(0);
  });
  // Keep-alive sockets would otherwise hold close() open until they time out.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
// `on`, not `once`: a second signal (tsx relays the one the process group already got) must
// not fall back to the default action and kill the process before the database is closed.
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
