import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../errors';

/** JSON payloads of this app are a few hundred bytes; anything near this is abuse. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Caps request bodies before anything buffers them (the idempotency hash reads the whole body).
 * Uploads will need their own, larger limit on their own path, registered before this one.
 */
export function jsonBodyLimit(maxSize = JSON_BODY_LIMIT_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(errorBody(`Request body is too large (limit ${maxSize / 1024} KB)`), 413),
  });
}
