import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for per-address limits. X-Forwarded-For is anyone's to write,
 * so it is read only behind a proxy we were told about (TRUST_PROXY); otherwise the socket's
 * peer. 'unknown' when there is no socket (app.request() in tests, other runtimes).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
