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
import { FORM_POST_PREFIX } from '@shared/form-posts';
import { AVATAR_SIZE_MESSAGE } from '@shared/schemas/avatar';
import { authRateLimits } from './auth/auth-rate-limits';
import { verificationSender } from './auth/send-verification';
import type { Db } from './db/client';
import { loadEnv, type Env } from './env';
import { NO_PAGES, type PageStore } from './forms/posts/page-store';
import type { Dispatch } from './forms/posts/store-request';
import { mailContextOf } from './mail/mail-context';
import { createMailer, type Mailer } from './mail/mailer';
import { jsonBodyLimit, uploadBodyLimit } from './middleware/body-limit';
import { compressJson } from './middleware/compress-json';
import { cookieNoStore } from './middleware/cookie-no-store';
import { csrf } from './middleware/csrf';
import { notFound, onError } from './middleware/errors';
import { idempotency } from './middleware/idempotency';
import { requireStaff } from './middleware/require-staff';
import { requireUserForWrites } from './middleware/require-user';
import { securityHeaders } from './middleware/security-headers';
import { session } from './auth/session-middleware';
import { writeRateLimit } from './middleware/write-rate-limit';
import { createPaymentsGateway } from './payments/gateway/create-gateway';
import type { PaymentsGateway } from './payments/gateway/gateway';
import { accessLog } from './observability/access-log';
import { createLogger, logLines, silentLogger, type AppLogger } from './observability/logger';
import { requestId } from './observability/request-context';
import { installmentNotifierFor } from './payments/installments/installment-notices';
import { authRoutes } from './auth/sign-in-routes';
import { authNavigationRoutes } from './auth/navigation-routes';
import { billingPortalRoutes } from './payments/checkout/billing-portal-routes';
import { bookingRoutes } from './bookings/routes';
import { checkoutRoutes } from './payments/checkout/checkout-routes';
import { checkoutSessionRoutes } from './payments/checkout/session-routes';
import { conciergeRoutes } from './concierge/bookings/booking-routes';
import { conciergeExportRoutes } from './concierge/exports/export-routes';
import { conciergeInstallmentRoutes } from './concierge/installments/installment-routes';
import { conciergeMemberRoutes } from './concierge/members/member-routes';
import { conciergeOrderRoutes } from './concierge/orders/order-routes';
import { conciergeTodayRoutes } from './concierge/today/today-routes';
import { syncRoutes } from './sync/routes';
import { SyncHub } from './sync/sync-hub';
import { conciergeMessageRoutes } from './concierge/inbox/message-routes';
import { conciergeWaitlistRoutes } from './concierge/waitlist/waitlist-routes';
import { consultationRoutes } from './forms/consultation-routes';
import { contactRoutes } from './forms/contact-routes';
import { destinationRoutes } from './catalog/destination-routes';
import { emailVerificationRoutes } from './auth/email-verification-routes';
import { formPostRoutes } from './forms/posts/form-post-routes';
import { healthRoutes } from './ops/health-routes';
import { installmentPaymentRoutes } from './payments/installments/confirmation-routes';
import { jetRoutes } from './catalog/jet-routes';
import { metricsRoutes } from './ops/metrics-routes';
import { newsletterRoutes } from './forms/newsletter-routes';
import { orderRoutes } from './payments/checkout/order-routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { probeRoutes } from './ops/probe-routes';
import { productRoutes } from './catalog/product-routes';
import { AVATAR_BODY_LIMIT_BYTES, avatarUploadRoutes, uploadedFileRoutes } from './uploads/routes';
import { userRoutes } from './account/profile-routes';
import { accountDataRoutes } from './account/data-routes';
import { accountSecurityRoutes } from './account/security-routes';
import { relyingParty } from './auth/webauthn-challenges';
import { waitlistRoutes } from './forms/waitlist-routes';
import { waitlistInvitationRoutes } from './forms/invitation-routes';
import { WEBHOOK_BODY_LIMIT_BYTES, webhookRoutes } from './payments/stripe/webhook-routes';
import { routeTable } from './http/route-table';
import { systemClock, type Clock, type Logger } from './runtime';
import { servesHttps } from './http/secure-transport';
import { avatarFiles } from './uploads/avatar-files';
import type { ImageQueue } from './uploads/image-queue';

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
  imageQueue,
  syncHub = new SyncHub(db, clock),
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
  app.route('/api/destinations', destinationRoutes(db));
  app.route('/api/jets', jetRoutes(db));
  app.route('/api/products', productRoutes(db));
  // Stripe's webhook is checked by its signature over the raw body: mounted before CSRF, the
  // write limit, the JSON body limit, the session and idempotency, none of which applies to it.
  const payment = { db, clock, log, payments, publicUrl: env.PUBLIC_URL, mail };
  // What an installment's outcome asks of the buyer (a link to confirm, word of a failure).
  const notify = installmentNotifierFor(env, log, mailer);
  app.use(API.stripeWebhook, uploadBodyLimit(WEBHOOK_BODY_LIMIT_BYTES, 'Event too large'));
  app.route(API.stripeWebhook, webhookRoutes({ ...payment, notify }));
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
  for (const path of [API.avatar, API.profile, API.selectDestination, API.resendVerification]) {
    app.use(path, requireUserForWrites());
  }
  // The console's one role check (401 / 403), every method: its reads are staff-only too.
  app.use('/api/concierge/*', requireStaff());
  app.use(API.avatar, uploadBodyLimit(AVATAR_BODY_LIMIT_BYTES, AVATAR_SIZE_MESSAGE));
  app.use('/api/*', jsonBodyLimit(undefined, { except: [API.avatar] }));
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
  app.route(SYNC_API.pull, syncRoutes(db, syncHub));
  app.route('/api/health', healthRoutes(db, clock));
  app.route('/api/waitlist', waitlistRoutes(db, clock));
  app.route('/api/waitlist/invitations', waitlistInvitationRoutes(db, clock));
  app.route('/api/newsletter', newsletterRoutes(db, clock));
  app.route('/api/bookings', bookingRoutes(db, clock, mail));
  app.route('/api/contact', contactRoutes(db, clock));
  app.route(API.consultations, consultationRoutes(db, clock));
  app.route('/api', authNavigationRoutes(db, { secure }));

  const limits = authRateLimits(db, clock, env);
  const publicUrl = env.PUBLIC_URL;
  const support = { phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL };
  const sendVerification = verificationSender({ db, clock, log, mailer, publicUrl, support });
  app.route('/api/auth', authRoutes({ db, clock, secure, limits, sendVerification }));
  app.route('/api/auth', emailVerificationRoutes({ db, clock, sendVerification, limits }));
  app.route(
    '/api/auth',
    passwordResetRoutes({ db, clock, log, mailer, publicUrl, support, secure, limits }),
  );
  app.route('/api/user', userRoutes(db, clock));
  const avatars = avatarFiles(env.UPLOADS_DIR);
  // A member's own security and data (issue 24): passkeys, devices, credentials, export, deletion.
  const account = { db, clock, secure, limits, mail: mail, rp: relyingParty(publicUrl) };
  app.route('/api/auth', accountSecurityRoutes(account));
  app.route('/api/user', accountDataRoutes({ ...account, payments, log, avatars }));
  app.route('/api/upload', avatarUploadRoutes(db, clock, avatars, imageQueue));
  app.route('/uploads', uploadedFileRoutes(avatars));
  app.route('/api', checkoutRoutes(payment));
  app.route('/api/checkout', checkoutSessionRoutes(payment));
  app.route('/api/installments', installmentPaymentRoutes({ ...payment, notify }));
  app.route(API.billingPortal, billingPortalRoutes(payment));
  app.route(API.orders, orderRoutes(db));
  // The CSV downloads first: `/bookings.csv` must not reach the bookings routes as an id.
  app.route('/api/concierge', conciergeExportRoutes(db, clock));
  app.route('/api/concierge', conciergeRoutes(db, clock, mail));
  app.route('/api/concierge/today', conciergeTodayRoutes(db));
  app.route('/api/concierge/orders', conciergeOrderRoutes(payment));
  app.route('/api/concierge/installments', conciergeInstallmentRoutes({ ...payment, notify }));
  app.route('/api/concierge/members', conciergeMemberRoutes(db));
  app.route('/api/concierge/waitlist', conciergeWaitlistRoutes({ db, clock, mail: mail }));
  app.route('/api/concierge/messages', conciergeMessageRoutes(db, clock, mail));
  return app;
}

export type App = ReturnType<typeof createApp>;
