/**
 * Builds the Hono app from its dependencies, with no socket: server.ts serves it, tests call
 * `app.request()` on it. Order matters: headers wrap everything; CSRF and the write rate limit
 * refuse before any body is read or any idempotency record stored; the session is resolved
 * before the body limits (which buffer a body sent without Content-Length), so a signed-out write
 * to a member-only path is refused unread, and before idempotency, so a key's scope can include
 * the member; the body limit runs before the idempotency hash buffers the body. Plain form posts
 * are answered right after CSRF: each is stored by one JSON request through this same app, which
 * passes all of the rest once.
 */
import { Hono } from 'hono';
import { API } from '@shared/api';
import { SYNC_API } from '@shared/sync-api';
import { THREADS_API } from '@shared/threads-api';
import { PUSH_API } from '@shared/push-api';
import { FORM_POST_PREFIX } from '@shared/form-posts';
import { AVATAR_SIZE_MESSAGE } from '@shared/schemas/avatar';
import { ATTACHMENT_SIZE_MESSAGE } from '@shared/schemas/thread-attachments';
import { CATALOG_PICTURE_SIZE_MESSAGE } from '@shared/schemas/catalog-editor';
import { CATALOG_EDITOR_API } from '@shared/catalog-editor-api';
import { CATALOG_PICTURE_MAX_BYTES } from '@shared/constants';
import { accountDataRoutes, accountSecurityRoutes, userRoutes, type AccountDeps } from './account';
import {
  authNavigationRoutes,
  authRateLimits,
  authRoutes,
  emailVerificationRoutes,
  passwordResetRoutes,
  relyingParty,
  session,
  verificationSender,
  type AuthDeps,
} from './auth';
import { bookingRoutes } from './bookings';
import { catalogMediaRoutes, catalogPictureFiles, catalogRoutes } from './catalog';
import { conciergeRoutes } from './concierge';
import type { Db } from './db/client';
import { loadEnv, type Env } from './env';
import {
  consultationRoutes,
  contactRoutes,
  formPostRoutes,
  newsletterRoutes,
  NO_PAGES,
  waitlistInvitationRoutes,
  waitlistRoutes,
  type Dispatch,
  type FormsDeps,
  type PageStore,
} from './forms';
import { routeTable } from './http/route-table';
import { servesHttps } from './http/secure-transport';
import { mailContextOf } from './mail/mail-context';
import { createMailer, type Mailer } from './mail/mailer';
import { jsonBodyLimit, uploadBodyLimit } from './middleware/body-limit';
import { compressJson } from './middleware/compress-json';
import { cookieNoStore } from './middleware/cookie-no-store';
import { csrf } from './middleware/csrf';
import { notFound, onError } from './middleware/errors';
import { idempotency } from './middleware/idempotency';
import { requireAdmin, requireStaff } from './middleware/require-staff';
import { requireUserForWrites } from './middleware/require-user';
import { securityHeaders } from './middleware/security-headers';
import { writeRateLimit } from './middleware/write-rate-limit';
import { accessLog } from './observability/access-log';
import { createLogger, logLines, silentLogger, type AppLogger } from './observability/logger';
import { requestId } from './observability/request-context';
import { healthRoutes, metricsRoutes, probeRoutes } from './ops';
import {
  billingPortalRoutes,
  checkoutRoutes,
  checkoutSessionRoutes,
  consoleMoney,
  createPaymentsGateway,
  installmentNotifierFor,
  installmentPaymentRoutes,
  orderRoutes,
  WEBHOOK_BODY_LIMIT_BYTES,
  webhookRoutes,
  type PaymentsDeps,
  type PaymentsGateway,
} from './payments';
import { pushRoutes, vapidDetailsFor, type VapidDetails } from './push';
import { systemClock, type Clock, type Logger } from './runtime';
import { staffEventRoutes, SyncHub, syncRoutes } from './sync';
import { itineraryRoutes } from './itinerary';
import {
  IGNORE_JOURNAL_CHANGES,
  journalFeedRoutes,
  journalRoutes,
  journalStamp,
  sitemapRoutes,
  type OnJournalChanged,
} from './journal';
import {
  ATTACHMENT_BODY_LIMIT_BYTES,
  ATTACHMENT_UPLOAD_PATHS,
  ATTACHMENT_UPLOAD_PATTERN,
  threadAttachmentFiles,
  threadRoutes,
} from './threads';
import {
  AVATAR_QUEUE,
  imageQueue as newImageQueue,
  type ImageQueue,
} from './lib/images/image-queue';
import {
  AVATAR_BODY_LIMIT_BYTES,
  avatarFiles,
  avatarUploadRoutes,
  uploadedFileRoutes,
  type UploadsDeps,
} from './uploads';

export interface AppDeps {
  db: Db;
  clock?: Clock;
  env?: Env;
  /** the app's messages; by default lines of `logger` */
  log?: Logger;
  /**
   * access lines and the messages' sink: JSON on stdout (human lines in development); silent by
   * default when `log` is given, since a caller that captures the messages wants no access lines
   */
  logger?: AppLogger;
  /** outgoing mail; by default SMTP when SMTP_URL is set, else the log */
  mailer?: Mailer;
  /** checkouts and off-session charges; by default Stripe when STRIPE_SECRET_KEY is set, else the demo */
  payments?: PaymentsGateway;
  /** the built app's pre-rendered pages, which refused form posts answer with (none: a plain page) */
  pages?: PageStore;
  /** where avatar uploads wait to be decoded (default: 2 at once, 8 waiting) */
  imageQueue?: ImageQueue;
  /** the members' open event streams (server.ts closes them at shutdown) */
  syncHub?: SyncHub;
  /** the server's VAPID identity; by default from the environment or the database (push/vapid.ts) */
  vapid?: VapidDetails;
  /**
   * whether the pre-rendered pages show the catalogue of now (web/page-rerender.ts): an app asks
   * its worker for them only then. Always, without a renderer (tests, a build without one).
   */
  pagesCurrent?: () => boolean;
  /** told after each change to the public journal (server.ts will render its pages again) */
  onJournalChanged?: OnJournalChanged;
}

export function createApp({
  db,
  clock = systemClock,
  env = loadEnv(),
  log: givenLog,
  logger = givenLog ? silentLogger() : createLogger(env),
  mailer: givenMailer,
  payments = createPaymentsGateway(env),
  pages = NO_PAGES,
  pagesCurrent = () => true,
  imageQueue,
  syncHub = new SyncHub(db, clock),
  vapid = vapidDetailsFor(db, env),
  onJournalChanged = IGNORE_JOURNAL_CHANGES,
}: AppDeps) {
  // In production every line is redacted on its way out (observability/logger.ts).
  const log = givenLog ?? logLines(logger);
  const mailer = givenMailer ?? createMailer(env, log);
  const app = new Hono();
  const secure = servesHttps(env);
  const routes = routeTable(app);
  // The club's address and support line, for every mail any route queues or sends.
  const mail = mailContextOf(env);
  app.onError(onError(log));
  app.notFound(notFound(routes));

  // First: every answer, a refusal by any middleware below included, gets its id and its line.
  app.use('*', requestId());
  app.use('*', accessLog(logger));
  app.use('*', securityHeaders(env));
  app.use('*', cookieNoStore());
  // Probes and the scrape: before everything the API's callers need, and answered here, so
  // they never fall through to the built app's HTML.
  app.route('/', probeRoutes({ db }));
  app.route('/metrics', metricsRoutes({ token: env.METRICS_TOKEN, databasePath: db.$client.name }));
  app.use('/api/*', compressJson());
  // Catalogue reads need no CSRF, body, session or idempotency work: mounted before all of it.
  // Its version moves with the journal's posts too: open pages pull both (app/local/catalog).
  const alsoShown = () => journalStamp(db, clock());
  app.route('/api', catalogRoutes({ db, pagesCurrent, alsoShown }));
  // The journal's public reads, its live feed and the sitemap (issue 39), likewise; the feed and
  // the sitemap are answered here, before the built app's files (web/), from the database.
  const journal = { db, clock, publicUrl: env.PUBLIC_URL };
  app.route('/api/posts', journalRoutes(journal));
  app.route('/', journalFeedRoutes(journal));
  app.route('/', sitemapRoutes(journal));
  // Stripe's webhook is checked by its signature over the raw body: mounted before CSRF, the
  // write limit, the JSON body limit, the session and idempotency, none of which applies to it.
  // What an installment's outcome asks of the buyer (a link to confirm, word of a failure).
  const notify = installmentNotifierFor(env, log, mailer);
  const money: PaymentsDeps = { db, clock, log, payments, publicUrl: env.PUBLIC_URL, mail, notify };
  app.use(API.stripeWebhook, uploadBodyLimit(WEBHOOK_BODY_LIMIT_BYTES, 'Event too large'));
  app.route(API.stripeWebhook, webhookRoutes(money));
  app.use('/api/*', csrf({ publicUrl: env.PUBLIC_URL, exemptPaths: [API.stripeWebhook] }));
  const writes = writeRateLimit({ db, clock, env });
  for (const path of [
    API.waitlist,
    API.newsletter,
    API.contact,
    API.consultations,
    API.bookings,
    API.avatar,
    API.membershipCheckout,
    API.bookCheckout,
    API.vacationCheckout,
    API.productCheckout,
    API.billingPortal,
    API.installmentConfirmation,
    API.installmentConfirm,
    // API.demoCheckoutPay would percent-encode the ':id' parameter.
    '/api/checkout/demo/:id/pay',
    // A member's messages and read marks (issue 38).
    THREADS_API.threads,
    `${THREADS_API.threads}/*`,
    PUSH_API.subscriptions,
  ]) {
    app.use(path, writes);
  }
  // Not under the write limit, the JSON body limit, the session or idempotency: it reads its own
  // body under its own cap, and the JSON request that stores a post passes all of them once.
  const dispatch: Dispatch = async (request, bindings) => app.fetch(request, bindings);
  const target = { publicUrl: env.PUBLIC_URL, trustProxy: env.TRUST_PROXY };
  app.route(FORM_POST_PREFIX, formPostRoutes({ pages, dispatch, target }));
  // Sign-in and registration limits are on their routes: the per-account ones read the email.
  app.use('/api/*', session({ db, clock, secure }));
  // The body limits buffer a body sent without Content-Length: a member-only write is refused
  // first when signed out, so nobody without a session makes the server hold megabytes.
  for (const path of [
    API.avatar,
    API.profile,
    API.selectDestination,
    API.resendVerification,
    THREADS_API.threads,
    `${THREADS_API.threads}/*`,
    PUSH_API.subscriptions,
  ]) {
    app.use(path, requireUserForWrites());
  }
  // The console's one role check (401 / 403), every method: its reads are staff-only too.
  app.use('/api/concierge/*', requireStaff());
  app.use(API.avatar, uploadBodyLimit(AVATAR_BODY_LIMIT_BYTES, AVATAR_SIZE_MESSAGE));
  // A conversation's file (issue 38), the member's or staff's: 10 MB, counted as it arrives.
  for (const path of ATTACHMENT_UPLOAD_PATHS) {
    app.use(path, uploadBodyLimit(ATTACHMENT_BODY_LIMIT_BYTES, ATTACHMENT_SIZE_MESSAGE));
  }
  // The catalogue's pictures (issue 39): an admin's, 15 MB, counted as it arrives.
  const catalogPictureLimit = CATALOG_PICTURE_MAX_BYTES + 64 * 1024;
  // Only an admin's picture is read: a concierge's is refused before its body.
  app.use(CATALOG_EDITOR_API.pictures, requireAdmin());
  app.use(
    CATALOG_EDITOR_API.pictures,
    uploadBodyLimit(catalogPictureLimit, CATALOG_PICTURE_SIZE_MESSAGE),
  );
  app.use(
    '/api/*',
    jsonBodyLimit(undefined, {
      except: [API.avatar, ATTACHMENT_UPLOAD_PATTERN, CATALOG_EDITOR_API.pictures],
    }),
  );
  // Account calls are never recorded: the app never queues them and their bodies hold passwords.
  const exempt = (path: string) => path.startsWith('/api/auth/');
  app.use('/api/*', idempotency({ db, clock, hasRoute: routes.hasRoute, exempt }));

  // After every write: poke the streams of members whose data it changed, and end the streams of
  // sessions it ended (a sign-out), within milliseconds rather than at the hub's next look.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method === 'GET' || syncHub.size === 0) return;
    syncHub.check();
    syncHub.checkSessions();
  });
  app.route(SYNC_API.pull, syncRoutes({ db, hub: syncHub }));
  app.route('/api/health', healthRoutes({ db, clock }));
  const forms: FormsDeps = { db, clock };
  app.route('/api/waitlist', waitlistRoutes(forms));
  app.route('/api/waitlist/invitations', waitlistInvitationRoutes(forms));
  app.route('/api/newsletter', newsletterRoutes(forms));
  app.route('/api/bookings', bookingRoutes({ db, clock, mail }));
  // A trip's itinerary and its calendar file, for the booking's member (issue 38).
  app.route('/api/bookings', itineraryRoutes({ db, publicUrl: env.PUBLIC_URL }));
  app.route('/api/contact', contactRoutes(forms));
  app.route(API.consultations, consultationRoutes(forms));
  // A member's conversations with the concierge (issue 38), their files beside the avatars.
  // Avatars and attached pictures are decoded through one queue: one machine's memory.
  const pictures = imageQueue ?? newImageQueue(AVATAR_QUEUE);
  const files = threadAttachmentFiles(env.UPLOADS_DIR);
  app.route(THREADS_API.threads, threadRoutes({ db, clock, files, imageQueue: pictures }));
  // A device's notifications (issue 38): the key, its subscription (SSRF-guarded endpoints).
  const allowedOrigins = env.PUSH_ALLOWED_ORIGINS;
  app.route('/api/push', pushRoutes({ db, clock, vapid, allowedOrigins }));

  const limits = authRateLimits(db, clock, env);
  const sendVerification = verificationSender({ db, clock, log, mailer, mail });
  const auth: AuthDeps = { db, clock, log, mailer, mail, secure, limits, sendVerification };
  app.route('/api', authNavigationRoutes(auth));
  app.route('/api/auth', authRoutes(auth));
  app.route('/api/auth', emailVerificationRoutes(auth));
  app.route('/api/auth', passwordResetRoutes(auth));
  const avatars = avatarFiles(env.UPLOADS_DIR);
  // A member's own security and data (issue 24): passkeys, devices, credentials, export, deletion.
  const rp = relyingParty(env.PUBLIC_URL);
  const account: AccountDeps = {
    ...{ db, clock, secure, limits, mail, rp, payments, log, avatars },
    threadFiles: files,
  };
  app.route('/api/user', userRoutes(account));
  app.route('/api/auth', accountSecurityRoutes(account));
  app.route('/api/user', accountDataRoutes(account));
  const uploads: UploadsDeps = { db, clock, avatars, imageQueue: pictures };
  app.route('/api/upload', avatarUploadRoutes(uploads));
  app.route('/uploads', uploadedFileRoutes(uploads));
  app.route('/api', checkoutRoutes(money));
  app.route('/api/checkout', checkoutSessionRoutes(money));
  app.route('/api/installments', installmentPaymentRoutes(money));
  app.route(API.billingPortal, billingPortalRoutes(money));
  app.route(API.orders, orderRoutes(money));
  // The console: bookings, orders, installments (money through payments' consoleMoney), the
  // inbox, waitlist, members, today and the CSV exports.
  // Before the console's routes, where '/threads/events' would be read as a thread's id.
  app.route(THREADS_API.conciergeEvents, staffEventRoutes({ db, hub: syncHub }));
  // The catalogue's pictures (issue 39): uploaded in the console, served to everyone.
  const catalogPictures = catalogPictureFiles(env.UPLOADS_DIR);
  app.route('/media/catalog', catalogMediaRoutes({ pictures: catalogPictures }));
  const consoleDeps = {
    ...{ db, clock, mail, money: consoleMoney(money), files, imageQueue: pictures },
    catalogPictures,
    onJournalChanged,
  };
  app.route('/api/concierge', conciergeRoutes(consoleDeps));
  return app;
}

export type App = ReturnType<typeof createApp>;
