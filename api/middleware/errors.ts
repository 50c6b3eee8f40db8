/**
 * Last-resort handlers: no stack or internal message ever reaches a client. HTTP errors thrown
 * by Hono itself (malformed JSON, ...) keep their status and message in our JSON error shape.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody } from '../errors';
import type { RouteTable } from '../http/route-table';
import type { Logger } from '../runtime';

const isApi = (c: Context) => c.req.path === '/api' || c.req.path.startsWith('/api/');

const DISCONNECT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * A client that went away mid-request (closed tab, lost network): @hono/node-server aborts the
 * request's signal, and reading the body fails with an AbortError or a socket error. Nothing is
 * wrong with the server, so it is no 500.
 */
export function isClientDisconnect(err: unknown, c: Context): boolean {
  if (c.req.raw.signal.aborted) return true;
  for (let e: unknown = err, depth = 0; e && depth < 3; depth++) {
    const { name, code, cause } = e as { name?: unknown; code?: unknown; cause?: unknown };
    if (name === 'AbortError' || (typeof code === 'string' && DISCONNECT_CODES.has(code))) {
      return true;
    }
    e = cause;
  }
  return false;
}

export function onError(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode;
      return c.json(errorBody(err.message || 'Bad Request'), status);
    }
    if (isClientDisconnect(err, c)) {
      // One line, no stack. 408 is not a final answer, so an idempotency key is released and
      // the outbox's retry runs the request again; the client will not read it anyway.
      log(`${c.req.method} ${c.req.path}: client disconnected`);
      return c.json(errorBody('Request aborted'), 408);
    }
    log(`${c.req.method} ${c.req.path} failed`, err);
    return c.json(errorBody('Internal Server Error'), 500);
  };
}

/**
 * 404 for unknown paths; for a known API path asked with another method, 405 with the methods it
 * does answer in `Allow` (RFC 9110 requires the header on a 405).
 */
export function notFound(routes: RouteTable): NotFoundHandler {
  return (c) => {
    if (!isApi(c)) return c.text('Not Found', 404);
    const allowed = routes.allowedMethods(c.req.path);
    if (allowed.length === 0) return c.json(errorBody('Not Found'), 404);
    c.header('Allow', allowed.join(', '));
    return c.json(errorBody(`Method ${c.req.method} is not allowed here`), 405);
  };
}
