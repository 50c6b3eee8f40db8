/**
 * Last-resort handlers: no stack or internal message ever reaches a client. HTTP errors thrown
 * by Hono itself (malformed JSON, ...) keep their status and message in our JSON error shape.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody } from '../errors';
import type { Logger } from '../runtime';

const isApi = (c: Context) => c.req.path === '/api' || c.req.path.startsWith('/api/');

export function onError(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode;
      return c.json(errorBody(err.message || 'Bad Request'), status);
    }
    log(`${c.req.method} ${c.req.path} failed`, err);
    return c.json(errorBody('Internal Server Error'), 500);
  };
}

export const notFound: NotFoundHandler = (c) =>
  isApi(c) ? c.json(errorBody('Not Found'), 404) : c.text('Not Found', 404);
