import type { Env } from '../env';

/**
 * Whether the app is reached over HTTPS: in production, or whenever PUBLIC_URL says https (a
 * staging host behind TLS is not "production" but must not send its session cookie in clear).
 * The session cookie's Secure flag and HSTS both follow it; plain-http development on a LAN
 * address keeps working.
 */
export const servesHttps = (env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): boolean =>
  env.NODE_ENV === 'production' || new URL(env.PUBLIC_URL).protocol === 'https:';
