/**
 * Node entry (`npm start`, `npm run serve`, `tsx api/server.ts`): configuration, database
 * (migrated and seeded), the API and the built PWA on one port, the timers, and a shutdown that
 * loses nothing. Logs JSON lines on stdout (human ones in development); the line that says it
 * listens contains "running at".
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import { BRAND } from '@shared/brand';
import { externalLinksFrom } from '@shared/external-links';
import { createApp } from './app';
import { checkpoint, CHECKPOINT_INTERVAL_MS, closeDb, migrate, openDb } from './db/client';
import { createFilesPrivately, privateFolder } from './db/private-files';
import { loadEnv, productionProblems, rateLimitWarning } from './env';
import { mailContextOf } from './mail/mail-context';
import { createMailer } from './mail/mailer';
import { startMailWorker } from './mail/mail-worker';
import { startPushWorker, vapidDetailsFor } from './push';
import { eventStreams } from './observability/event-streams';
import { createLogger, flushLogger, logLines } from './observability/logger';
import { metrics } from './observability/metrics';
import { systemClock } from './runtime';
import { startBackupTimer, holdServerLock, PRUNE_INTERVAL_MS, pruneExpired } from './ops';
import {
  catalogCache,
  catalogPictureFiles,
  pruneUnusedPictures,
  seed,
  startStockSweep,
} from './catalog';
import {
  JOURNAL_PICTURE_USES,
  liveRouteList,
  liveRouteSet,
  startPublishWorker,
  type OnJournalChanged,
} from './journal';
import { pruneUnsentAttachments, threadAttachmentFiles } from './threads';
import { appListener } from './listener';
import { loadPageStore, NO_PAGES } from './forms';
import {
  createPaymentsGateway,
  installmentNotifierFor,
  startInstallmentTimer,
  startReconciliationTimer,
} from './payments';
import { readPrerenderCatalog } from '@shared/prerender-catalog';
import {
  buildRenderer,
  BUILD_MISSING,
  explainMissingBuild,
  hasBuild,
  serveBuiltApp,
  startPageRerender,
  type PageRerender,
} from './web';

// Whatever this process creates (the database's WAL and SHM, uploads) is its account's alone.
createFilesPrivately();
// Values already in the environment win over .env (Node's loadEnvFile does not overwrite them).
if (existsSync('.env')) process.loadEnvFile('.env');
const env = loadEnv();
/** A refusal to start: a plain message on stderr, before any log exists, and exit status 1. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}
// Where a mistake would cost money or data, production refuses rather than warns.
const problems = productionProblems(env);
if (problems.length > 0) {
  refuse(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
// In production no line carries an email, a link's token or a card number (log-redaction.ts).
const logger = createLogger(env);
const log = logLines(logger);
const db = openDb(env.DATABASE_PATH);
// Held until the process ends, however it ends: `npm run restore` refuses while it is held.
const releaseLock =
  holdServerLock(env.DATABASE_PATH) ??
  refuse(`Another server is running on ${env.DATABASE_PATH}: stop it first.`);
migrate(db);
seed(db);
// Made private, or narrowed if an earlier release left it readable: its files then are too.
privateFolder(env.UPLOADS_DIR, { narrow: true });

const limitsOff = rateLimitWarning(env);
if (limitsOff) logger.warn(limitsOff);
// Files uploaded to a conversation for a message that never went (issue 38).
const threadFiles = threadAttachmentFiles(env.UPLOADS_DIR);
// Catalogue pictures uploaded and never used by a record, a cover or a version (issue 39).
const pictureFiles = catalogPictureFiles(env.UPLOADS_DIR);
const pruneAll = () => {
  pruneExpired(db, new Date());
  pruneUnsentAttachments(db, threadFiles, new Date()).catch((err: unknown) =>
    logger.error({ err }, 'Unsent attachments could not be pruned'),
  );
  pruneUnusedPictures(db, pictureFiles, new Date(), [JOURNAL_PICTURE_USES])
    .then((pictures) => {
      if (pictures.length > 0) logger.info({ pictures }, 'Unused catalogue pictures deleted');
    })
    .catch((err: unknown) =>
      logger.error({ err }, 'Unused catalogue pictures could not be pruned'),
    );
};
pruneAll();
// unref: the timer alone must not keep a stopping server alive.
setInterval(pruneAll, PRUNE_INTERVAL_MS).unref();
// closeDb checkpoints once more at shutdown.
setInterval(() => checkpoint(db), CHECKPOINT_INTERVAL_MS).unref();

const payments = createPaymentsGateway(env);
if (payments.kind === 'demo') {
  logger.warn('No STRIPE_SECRET_KEY: checkouts use the local demo (nothing is charged).');
} else if (!payments.verifyWebhook) {
  logger.warn('No STRIPE_WEBHOOK_SECRET: Stripe payments will never be fulfilled.');
}
// The vacation installments fall due while the server runs; the first run is at start.
const notify = installmentNotifierFor(env, log);
startInstallmentTimer({ db, payments, clock: systemClock, log, notify }).unref();
// Checkouts whose webhook never came, and refunds not yet made: at start, then hourly.
startReconciliationTimer({
  db,
  payments,
  clock: systemClock,
  log,
  mail: mailContextOf(env),
}).unref();
// Stock held by checkouts nobody finished goes back on sale once their time is past.
startStockSweep(db, systemClock, log).unref();
// The mail outbox: what the app's actions queued, sent with retries (mail-worker.ts).
const mailWorker = startMailWorker({
  db,
  mailer: createMailer(env, log),
  clock: systemClock,
  log,
  onSent: metrics.mailSent,
  onFailed: metrics.mailFailed,
});
// The journal's scheduled posts publish themselves at their time (journal/publish-worker.ts).
// Every change the public can see is counted here, and the pages are rendered again after it.
let journalChanges = 0;
const onJournalChanged: OnJournalChanged = ({ slugs }) => {
  journalChanges += 1;
  logger.info({ slugs }, 'The journal changed');
};
const publishWorker = startPublishWorker({ db, clock: systemClock, log, onJournalChanged });
// Web Push: the notifications the app's events queued, sent with retries (push/push-worker.ts).
const vapid = vapidDetailsFor(db, env);
const pushWorker = startPushWorker({
  db,
  clock: systemClock,
  log,
  vapid,
  allowedOrigins: env.PUSH_ALLOWED_ORIGINS,
});
// BACKUP_INTERVAL: the same script as `npm run backup`, in a child process (backup-timer.ts).
const backups =
  env.BACKUP_INTERVAL === null
    ? null
    : startBackupTimer(
        {
          file: process.execPath,
          args: [
            '--import',
            import.meta.resolve('tsx'),
            fileURLToPath(new URL('../scripts/backup.ts', import.meta.url)),
          ],
        },
        env.BACKUP_INTERVAL,
        log,
      );

const built = hasBuild(env.STATIC_DIR);
// Read once: the pages are served from memory and refused form posts answer with them.
const pages = built ? loadPageStore(env.STATIC_DIR, liveRouteList(db, systemClock())) : NO_PAGES;
// Set below, once the app exists to read the catalogue through.
let rerender: PageRerender | null = null;
const app = createApp({
  db,
  env,
  logger,
  payments,
  pages,
  vapid,
  onJournalChanged,
  pagesCurrent: () => rerender?.current() ?? true,
});
if (built) {
  // The build read its external links from this same environment (`npm start` builds first).
  serveBuiltApp(app, env.STATIC_DIR, {
    pages,
    links: externalLinksFrom(process.env),
    // A post's page is served while it is public, and answers 404 from its archiving on.
    routes: () => liveRouteSet(db, systemClock()),
  });
} else {
  logger.warn(`${BUILD_MISSING(env.STATIC_DIR)} Serving the API only.`);
  explainMissingBuild(app, env.STATIC_DIR);
}
// The pages show the live catalogue: rendered again at start and after every change to it.
const renderer = built ? buildRenderer(env.STATIC_DIR) : null;
rerender = renderer
  ? startPageRerender({
      staticDir: env.STATIC_DIR,
      readCatalog: () => readPrerenderCatalog((path) => app.request(path)),
      version: () => `${catalogCache(db).generation}:${journalChanges}`,
      pages,
      render: renderer,
      log,
    })
  : null;

const server = createServer(appListener(app, db, logger));
server.listen(env.PORT, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(`${BRAND.fullName} running at http://localhost:${port}`);
});

server.on('error', (err: NodeJS.ErrnoException) => {
  logger.fatal(`Cannot listen on port ${env.PORT}: ${err.code ?? err.message}`);
  closeDb(db);
  process.exit(1);
});

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  // A hard deadline: a slow client must not keep a stopped server (and its port) alive.
  setTimeout(() => process.exit(1), 5000).unref();
  backups?.stop();
  const rendered = rerender?.stop();
  // A send under way finishes (and is recorded) before the database closes.
  const mailStopped = mailWorker.stop();
  const pushStopped = pushWorker.stop();
  const publishStopped = publishWorker.stop();
  // Each open event stream ends with a last event; server.close() would wait for it otherwise.
  const streamsClosed = eventStreams.closeAll();
  server.close(() => {
    void Promise.all([mailStopped, pushStopped, publishStopped, streamsClosed, rendered]).then(
      () => {
        // Checkpoints the WAL into the database file (TRUNCATE) before closing it.
        closeDb(db);
        releaseLock();
        logger.info('Stopped: requests drained, WAL checkpointed, database closed');
        // Lines are written asynchronously: the last ones are written before the process ends.
        void flushLogger(logger).then(() => process.exit(0));
      },
    );
  });
  // Keep-alive sockets would otherwise hold close() open until they time out.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
// `on`, not `once`: a second signal (tsx relays the one the process group already got) must
// not fall back to the default action and kill the process before the database is closed.
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
