/**
 * Builds the Hono app from its dependencies, with no socket: server.ts serves it, tests call
 * `app.request()` on it. Order matters: headers wrap everything; CSRF refuses before any body is
 * read; the body limit runs before the idempotency hash buffers the body; the session is resolved
 * before idempotency so a key's scope can include the member.
 */
import { Hono } from 'hono';
import type { Db } from './db/client';
import { loadEnv, type Env } from './env';
import { jsonBodyLimit } from './middleware/body-limit';
import { csrf } from './middleware/csrf';
import { notFound, onError } from './middleware/errors';
import { idempotency } from './middleware/idempotency';
import { securityHeaders } from './middleware/security-headers';
import { session } from './middleware/session';
import { authNavigationRoutes } from './routes/auth-navigation';
import { bookingRoutes } from './routes/bookings';
import { contactRoutes } from './routes/contact';
import { destinationRoutes } from './routes/destinations';
import { healthRoutes } from './routes/health';
import { jetRoutes } from './routes/jets';
import { newsletterRoutes } from './routes/newsletter';
import { productRoutes } from './routes/products';
import { waitlistRoutes } from './routes/waitlist';
import { consoleLogger, systemClock, type Clock, type Logger } from './runtime';

export interface AppDeps {
  db: Db;
  clock?: Clock;
  env?: Env;
  log?: Logger;
}

export function createApp({
  db,
  clock = systemClock,
  env = loadEnv(),
  log = consoleLogger,
}: AppDeps) {
  const app = new Hono();
  app.onError(onError(log));
  app.notFound(notFound);

  app.use('*', securityHeaders(env));
  // Rate limits for sign-in and registration go here, before the body is read.
  app.use('/api/*', csrf({ publicUrl: env.PUBLIC_URL }));
  app.use('/api/*', jsonBodyLimit());
  app.use('/api/*', session({ db, clock, secure: env.NODE_ENV === 'production' }));
  app.use('/api/*', idempotency({ db, clock }));

  app.route('/api/health', healthRoutes(db, clock));
  app.route('/api/destinations', destinationRoutes(db));
  app.route('/api/jets', jetRoutes(db));
  app.route('/api/products', productRoutes(db));
  app.route('/api/waitlist', waitlistRoutes(db, clock));
  app.route('/api/newsletter', newsletterRoutes(db, clock));
  app.route('/api/bookings', bookingRoutes(db, clock));
  app.route('/api/contact', contactRoutes(db, clock));
  app.route('/api', authNavigationRoutes(db, { secure: env.NODE_ENV === 'production' }));
  return app;
}

export type App = ReturnType<typeof createApp>;
