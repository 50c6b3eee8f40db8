import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../errors';

/** JSON payloads of this app are a few hundred bytes; anything near this is abuse. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Caps request bodies before anything buffers them (the idempotency hash reads the whole body).
 * Upload paths have their own, larger limit (`uploadBodyLimit`), registered on their own path
 * before this one, and are listed in `except` (a path, or a pattern for paths with an id) so this
 * one leaves them alone.
 */
export function jsonBodyLimit(
  maxSize = JSON_BODY_LIMIT_BYTES,
  { except = [] }: { except?: readonly (string | RegExp)[] } = {},
): MiddlewareHandler {
  const paths = new Set(except.filter((p) => typeof p === 'string'));
  const patterns = except.filter((p) => p instanceof RegExp);
  const exempt = { has: (path: string) => paths.has(path) || patterns.some((p) => p.test(path)) };
  const limit = bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(errorBody(`Request body is too large (limit ${maxSize / 1024} KB)`), 413),
  });
  return (c, next) => (exempt.has(c.req.path) ? next() : limit(c, next));
}

/**
 * An upload's limit. hono's bodyLimit refuses on Content-Length at once, and on a streamed body
 * stops reading as soon as the count passes `maxSize`: the body is never buffered beyond that.
 */
export function uploadBodyLimit(maxSize: number, message: string): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => c.json(errorBody(message), 413) });
}
