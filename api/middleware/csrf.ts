/**
 * Cross-site request refusal for state-changing API calls. Hono's csrf() only inspects form-like
 * content types, so JSON posts would pass it; this checks every non-safe method instead.
 * A request passes with `Sec-Fetch-Site: same-origin` (every current browser sends it) or an
 * `Origin` equal to PUBLIC_URL's or the request's own origin. Anything else, including requests
 * with neither header, is refused.
 */
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  publicUrl: string;
  /** paths checked another way, e.g. the Stripe webhook (signature) */
  exemptPaths?: readonly string[];
}

export function csrf({ publicUrl, exemptPaths = [] }: CsrfOptions): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  const exempt = new Set(exemptPaths);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next();
    if (c.req.header('Sec-Fetch-Site') === 'same-origin') return next();
    const origin = c.req.header('Origin');
    if (origin && (origin === publicOrigin || origin === new URL(c.req.url).origin)) return next();
    return c.json(errorBody('Cross-site request refused'), 403);
  };
}
