/** The real API over a fresh in-memory SQLite database, for tests that call `app.request()`. */
import { mailContextOf, type MailContext } from '@api/mail/mail-context';
import { createApp } from '@api/app';
import { closeDb, migrate, openDb, type Db } from '@api/db/client';
import { loadEnv } from '@api/env';
import type { AppLogger } from '@api/observability/logger';
import type { Mailer } from '@api/mail/mailer';
import type { Clock } from '@api/runtime';
import { IDEMPOTENCY_HEADER } from '@shared/api';
import { seed } from '@api/catalog';
import type { PageStore } from '@api/forms';
import type { PaymentsGateway } from '@api/payments';
import type { ImageQueue } from '@api/uploads';
import type { OnJournalChanged } from '@api/journal';

/** app.request() resolves paths against http://localhost, so this is the app's own origin. */
export const TEST_ORIGIN = 'http://localhost';
/** What mail written outside an app (a bare reconciliation or fulfilment) says of the club. */
export const TEST_MAIL: MailContext = mailContextOf(
  loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN }),
);

export interface TestClock {
  clock: Clock;
  advance(ms: number): void;
  now(): Date;
}

export function makeClock(start = '2025-09-20T12:00:00.000Z'): TestClock {
  let t = Date.parse(start);
  return { clock: () => new Date(t), advance: (ms) => void (t += ms), now: () => new Date(t) };
}

export interface TestAppOptions {
  /** a SQLite file (WAL, as the server opens it); a fresh in-memory database by default */
  dbPath?: string;
  clock?: Clock;
  env?: Record<string, string>;
  seed?: boolean;
  mailer?: Mailer;
  payments?: PaymentsGateway;
  /** pre-rendered pages for the form posts' answers */
  pages?: PageStore;
  imageQueue?: ImageQueue;
  /** the server's structured logger: the app's messages then go to it, not to `logs` */
  logger?: AppLogger;
  /** told after each change to the public journal */
  onJournalChanged?: OnJournalChanged;
}

export function makeTestApp(options: TestAppOptions = {}) {
  const db: Db = openDb(options.dbPath ?? ':memory:');
  migrate(db);
  // Seeded at the test clock's time: an edit of a seeded record then moves its version on that clock.
  if (options.seed !== false) seed(db, options.clock?.());
  const logs: { message: string; error: unknown }[] = [];
  const app = createApp({
    db,
    clock: options.clock,
    // The app's public origin is the one app.request() resolves against, as in production.
    env: loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, ...options.env }),
    log: options.logger ? undefined : (message, error) => void logs.push({ message, error }),
    logger: options.logger,
    mailer: options.mailer,
    payments: options.payments,
    pages: options.pages,
    imageQueue: options.imageQueue,
    onJournalChanged: options.onJournalChanged,
  });

  const request = (path: string, init: RequestInit = {}) => app.request(path, init);

  /** A same-origin JSON write, as the app's fetch wrapper sends it. */
  const send = (
    method: string,
    path: string,
    body: unknown,
    { key, headers = {} }: { key?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(path, {
      method,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'Content-Type': 'application/json',
        Origin: TEST_ORIGIN,
        ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
        ...headers,
      },
    });

  const count = (table: string) =>
    (db.$client.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

  return {
    app,
    db,
    logs,
    request,
    post: (path: string, body: unknown, opts?: Parameters<typeof send>[3]) =>
      send('POST', path, body, opts),
    count,
    close: () => closeDb(db),
  };
}

export type TestApp = ReturnType<typeof makeTestApp>;

/** The request options of a call made with (or without) a session cookie. */
export const withCookie = (cookie?: string): { headers: Record<string, string> } => ({
  headers: cookie ? { Cookie: cookie } : {},
});

/** An answer's JSON body, typed as the caller reads it. */
export const json = async <T>(res: Response) => (await res.json()) as T;
