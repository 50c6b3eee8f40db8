/**
 * The request id: taken from `X-Request-Id` when it is a short token (a proxy's or a client's),
 * made otherwise (this process's random prefix and a count: unique without making a UUID for each
 * request, which showed in the profile), returned in the response header, and kept for the
 * request's whole async life (AsyncLocalStorage) so every line logged while it runs, errors
 * included, carries it without being passed down. An id that is not a short token is replaced and
 * never logged as it came: it is the client's text, and a log line must not carry what a client
 * chose to put in it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Letters, digits, dot, underscore, dash; what proxies (nginx's $request_id, uuids) send. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

const store = new AsyncLocalStorage<{ requestId: string }>();

/**
 * 40 random bits: two processes (a restart, a second instance) do not share it. A dot, not a dash,
 * before the count: a dash between digits would let production's redaction read a long run of
 * them as a card number.
 */
const PREFIX = randomBytes(5).toString('hex');
let made = 0;
const madeId = () => `${PREFIX}.${(made += 1).toString(36)}`;

export const isSaneRequestId = (id: string | undefined): id is string =>
  id !== undefined && SANE_REQUEST_ID.test(id);

/** The id of a request that arrives with `given` in its X-Request-Id header. */
export const requestIdFor = (given: string | undefined): string =>
  isSaneRequestId(given) ? given : madeId();

/** The id of the request being handled, or undefined outside one (timers, start-up). */
export const currentRequestId = (): string | undefined => store.getStore()?.requestId;

export function requestId(): MiddlewareHandler {
  return (c, next) => {
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.header(REQUEST_ID_HEADER, id);
    return store.run({ requestId: id }, next);
  };
}
