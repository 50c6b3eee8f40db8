/**
 * One access line per request (method, route pattern, path, status, duration; the request id
 * comes with every line, see request-context.ts) and the request's sample in the duration
 * histogram. The route is the pattern of the handler that answered (`/api/orders/:id`), read once
 * the answer exists; a request no route claimed is labelled by the catch-all that answered it.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppLogger } from './logger';
import { metrics } from './metrics';

export function accessLog(logger: AppLogger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = routePath(c) || '*';
    const { method } = c.req;
    // A path is the client's text: a bounded part of it is enough to follow a request.
    const path = c.req.path.length > 256 ? `${c.req.path.slice(0, 256)}…` : c.req.path;
    const status = c.res.status;
    metrics.request(route, method, status, seconds);
    const ms = Math.round(seconds * 10_000) / 10;
    logger.info({ method, route, path, status, ms }, 'request');
  };
}
