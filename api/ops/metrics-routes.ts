/**
 * GET /metrics for Prometheus, only with `Authorization: Bearer $METRICS_TOKEN`: with no token
 * configured the endpoint does not exist (404), a wrong or missing one gets 401. The token is
 * compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { errorBody } from '../errors';
import { METRICS_CONTENT_TYPE, metricsText } from '../observability/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

export interface MetricsDeps {
  /** METRICS_TOKEN; undefined turns the endpoint off */
  token: string | undefined;
  /** the SQLite file whose size (and its WAL's) is reported */
  databasePath: string;
}

export function metricsRoutes({ token, databasePath }: MetricsDeps) {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (expected === undefined) return c.text('Not Found', 404);
    const given = digest(c.req.header('Authorization') ?? '');
    if (!timingSafeEqual(given, expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(errorBody('A valid metrics token is required'), 401);
    }
    c.header('Content-Type', METRICS_CONTENT_TYPE);
    return c.body(await metricsText(databasePath));
  });
}
