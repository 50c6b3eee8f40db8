import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressKey } from './ip-address';

/**
 * The entry of X-Forwarded-For that names the client, behind `trustedProxies` proxies. Each proxy
 * appends the address it was reached from, so only the last `trustedProxies` entries were written
 * by proxies we trust: the client is the Nth from the right, and everything left of it is
 * whatever the client chose to send. With fewer entries than proxies (a request that came in past
 * the outer ones) every entry was written by one of ours, and the leftmost is the furthest known.
 */
export function forwardedClient(header: string | undefined, trustedProxies: number) {
  if (trustedProxies < 1 || header === undefined) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/**
 * The address a request came from, as a per-address limit counts it (ip-address.ts: IPv6 by its
 * /64). X-Forwarded-For is anyone's to write, so it is read only behind the number of proxies we
 * were told about (TRUST_PROXY); otherwise the socket's peer. 'unknown' when there is no socket
 * (app.request() in tests, other runtimes).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const forwarded = forwardedClient(c.req.header('X-Forwarded-For'), trustedProxies);
  if (forwarded) return addressKey(forwarded);
  try {
    const remote = getConnInfo(c).remote.address;
    return remote ? addressKey(remote) : 'unknown';
  } catch {
    return 'unknown';
  }
}
