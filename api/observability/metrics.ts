/**
 * Every Prometheus metric of the server, in one registry, and the one-line hooks the rest of the
 * code calls (`metrics.csrfRefused()`). A module-level registry rather than a dependency: one
 * process serves one app, which is prom-client's own model; the hooks sit in middleware, a route
 * and a timer that would otherwise all grow a parameter just to count; and tests, which each run
 * in their own module graph, call `resetMetrics()` first. Names follow Prometheus' rules: a unit
 * suffix, `_total` on counters, the route as its pattern (never the raw path, so an id in a URL
 * never makes a new series).
 */
import { statSync } from 'node:fs';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const registry = new Registry();
collectDefaultMetrics({ register: registry });
const registers = [registry];

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});
const apiErrors = new Counter({
  name: 'club_api_errors_total',
  help: 'API answers of 4xx and 5xx (what the outbox sees fail), by route pattern and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers,
});
const rateLimited = new Counter({
  name: 'club_rate_limited_total',
  help: 'Requests refused with 429 by a rate limit, by limit',
  labelNames: ['limit'] as const,
  registers,
});
const csrfRefused = new Counter({
  name: 'club_csrf_refused_total',
  help: 'Cross-site writes refused with 403',
  registers,
});
const idempotentReplays = new Counter({
  name: 'club_idempotent_replays_total',
  help: 'Writes answered from a stored Idempotency-Key record instead of run again',
  registers,
});
const webhookEvents = new Counter({
  name: 'club_stripe_webhook_events_total',
  help: 'Stripe webhook deliveries, by event type and outcome',
  labelNames: ['type', 'outcome'] as const,
  registers,
});
const mails = new Counter({
  name: 'club_mails_total',
  help: 'Mails sent, attempts to be retried, and mails given up on (failed), by kind',
  labelNames: ['kind', 'outcome'] as const,
  registers,
});
const installments = new Counter({
  name: 'club_installments_total',
  help: 'Vacation installments charged or declined by the installment timer',
  labelNames: ['outcome'] as const,
  registers,
});
const databaseBytes = new Gauge({
  name: 'club_database_size_bytes',
  help: 'Size of the SQLite database file',
  registers,
});
const walBytes = new Gauge({
  name: 'club_database_wal_size_bytes',
  help: 'Size of the SQLite write-ahead log (shrinks at each TRUNCATE checkpoint)',
  registers,
});
const eventStreams = new Gauge({
  name: 'club_event_streams_open',
  help: 'Server-sent event streams open now',
  registers,
});

/** Methods outside these (a client may send any token) share one label value. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other');
const isApi = (route: string) => route === '/api' || route.startsWith('/api/');

const fileSize = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

/** One request series: its histogram child and, for an API error, its error counter's. */
interface RequestSeries {
  observe(seconds: number): void;
  countError: (() => void) | null;
}

/**
 * route pattern → method label → status → series. Routes are the app's patterns and methods and
 * statuses few, so this stays small; a request then costs three lookups and the observation, not a
 * labels object, a status string and prom-client's checks of both.
 */
const requestSeries = new Map<string, Map<string, Map<number, RequestSeries>>>();

function seriesOf(route: string, method: string, status: number): RequestSeries {
  let byMethod = requestSeries.get(route);
  if (!byMethod) requestSeries.set(route, (byMethod = new Map()));
  let byStatus = byMethod.get(method);
  if (!byStatus) byMethod.set(method, (byStatus = new Map()));
  let series = byStatus.get(status);
  if (!series) {
    const labels = [route, method, String(status)] as const;
    const duration = requestDuration.labels(...labels);
    const errors = status >= 400 && isApi(route) ? apiErrors.labels(...labels) : null;
    series = {
      observe: (seconds) => duration.observe(seconds),
      countError: errors && (() => errors.inc()),
    };
    byStatus.set(status, series);
  }
  return series;
}

export const metrics = {
  request(route: string, method: string, status: number, seconds: number): void {
    const series = seriesOf(route, methodLabel(method), status);
    series.observe(seconds);
    series.countError?.();
  },
  rateLimited: (limit: string) => rateLimited.inc({ limit }),
  csrfRefused: () => csrfRefused.inc(),
  idempotentReplay: () => idempotentReplays.inc(),
  webhookEvent: (type: string, outcome: string) => webhookEvents.inc({ type, outcome }),
  mailSent: (kind: string) => mails.inc({ kind, outcome: 'sent' }),
  /** A failed attempt: `retried` later, or `failed` for good when it was the last. */
  mailFailed: (kind: string, final = true) =>
    mails.inc({ kind, outcome: final ? 'failed' : 'retried' }),
  /** Called with every settlement of a run; only charges and declines are counted. */
  installment(counted: string | undefined): void {
    if (counted === 'charged' || counted === 'failed') installments.inc({ outcome: counted });
  },
  eventStreamOpened: () => eventStreams.inc(),
  eventStreamClosed: () => eventStreams.dec(),
};

/** The scrape: the database's files measured now, then every metric in the text format. */
export async function metricsText(databasePath: string): Promise<string> {
  if (databasePath !== '' && databasePath !== ':memory:') {
    databaseBytes.set(fileSize(databasePath));
    walBytes.set(fileSize(`${databasePath}-wal`));
  }
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;

/** Back to zero, for tests. */
export const resetMetrics = () => registry.resetMetrics();
