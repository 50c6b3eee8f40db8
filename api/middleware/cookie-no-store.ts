import type { MiddlewareHandler } from 'hono';
import { PRIVATE_NO_STORE } from './require-user';

/**
 * An answer that sets a cookie is about one browser's session: no cache, shared or private, may
 * keep it and hand the cookie to someone else. Checked after the handler, whichever set it.
 */
export const cookieNoStore = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.res.headers.has('Set-Cookie')) c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
};
