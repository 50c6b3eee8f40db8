/**
 * Cross-origin request refusal for state-changing API calls, by the rule of Go 1.25's
 * CrossOriginProtection: safe methods pass; a `Sec-Fetch-Site` other than same-origin or none is
 * refused; without it, an `Origin` other than PUBLIC_URL's origin is refused (never derived from
 * the Host header, which the client controls); a request with neither header passes, because it
 * is not a browser's cross-site request (curl, native apps, servers send neither). Hono's csrf()
 * only inspects form-like content types, so JSON posts would pass it; this checks every body.
 */
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';
import { metrics } from '../observability/metrics';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `none`: the user typed the address or used a bookmark, so no other site started it. */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface CsrfOptions {
  publicUrl: string;
  /** paths checked another way, e.g. the Stripe webhook (signature) */
  exemptPaths?: readonly string[];
}

export function csrf({ publicUrl, exemptPaths = [] }: CsrfOptions): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  const exempt = new Set(exemptPaths);
  const refuse = (c: Parameters<MiddlewareHandler>[0]) => {
    metrics.csrfRefused();
    return c.json(errorBody('Cross-site request refused'), 403);
  };
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next();
    const fetchSite = c.req.header('Sec-Fetch-Site');
    if (fetchSite !== undefined) return TRUSTED_FETCH_SITES.has(fetchSite) ? next() : refuse(c);
    const origin = c.req.header('Origin');
    if (origin !== undefined && origin !== publicOrigin) return refuse(c);
    return next();
  };
}
