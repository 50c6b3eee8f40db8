/**
 * Response headers for every answer, pages and API alike (OWASP ASVS 5.0 L1, V3.4). The policy
 * allows our own origin only, the pre-rendered pages' one inline script by its hash, and the
 * external form service the challenge and document pages embed (its frames and its embed script).
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { EARLY_EVENTS_SCRIPT } from '@shared/early-events';
import type { Env } from '../env';
import { servesHttps } from '../http/secure-transport';

const originOf = (url: string) => new URL(url).origin;

/** CSP source for one inline script: its exact text, hashed (CSP Level 2 hash-source). */
export const inlineScriptSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (items: string[]) => [...new Set(items)];

export function contentSecurityPolicy(env: Env): string {
  const scriptHosts = unique([originOf(env.APPLY_FORM_SCRIPT_URL)]);
  const frameHosts = unique([
    originOf(env.APPLY_FORM_URL),
    originOf(env.DOCUMENT_FORM_URL),
    // embed scripts usually open their form in a frame served from their own host
    originOf(env.APPLY_FORM_SCRIPT_URL),
  ]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The pre-rendered pages' one inline script (shared/early-events.ts), allowed by its hash.
    'script-src': ["'self'", inlineScriptSource(EARLY_EVENTS_SCRIPT), ...scriptHosts],
    // React style attributes (and Radix's positioning) are inline styles, not stylesheets.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // Vite inlines assets under 4 KB as data: URLs, fonts included.
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...frameHosts],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The build's hashed files (scripts, styles, fonts, images). The policy headers below govern a
 * document or a worker, never a stylesheet or a font, and on these they cost bytes where they
 * count: the app's stylesheet blocks the first paint, and ~750 bytes of headers took it past
 * one round trip of a phone's connection (issue 21). The worker script (/sw.js) is not here.
 */
const isBuiltAsset = (path: string) => path.startsWith('/assets/');

export function securityHeaders(env: Env): MiddlewareHandler {
  const csp = contentSecurityPolicy(env);
  const https = servesHttps(env);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    if (isBuiltAsset(c.req.path) && c.res.status < 400) return;
    // A route that serves a member's file sets its own, stricter policy (a sandbox): kept.
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp);
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'SAMEORIGIN');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // One year (ASVS asks for at least that; Hono's secureHeaders() default is 180 days).
    if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
