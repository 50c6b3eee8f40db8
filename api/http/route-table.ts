/**
 * What the app's registered routes (`app.routes`) say about a path: which methods it answers.
 * Built from Hono's own list, so a new route is known without a hand-kept table. Middleware
 * (registered for ALL methods) and wildcard fallbacks (the built app's `GET *`, which passes API
 * paths on) are not endpoints and are left out. Read lazily, because routes are added after the
 * middleware that asks is mounted (tests add their own, too).
 */
import type { Hono } from 'hono';

interface Endpoint {
  method: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Hono path syntax to a regular expression: `:name` is one segment. */
function toPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

export interface RouteTable {
  /** The methods the path answers, HEAD with GET (Hono serves HEAD from GET); [] for none. */
  allowedMethods(path: string): string[];
  /** Whether a handler, not just middleware, answers this method on this path. */
  hasRoute(method: string, path: string): boolean;
}

// Hono's generics vary per app; only `routes` is read.
type AnyHono = Pick<Hono, 'routes'>;

export function routeTable(app: AnyHono): RouteTable {
  let seen = -1;
  let endpoints: Endpoint[] = [];
  const current = () => {
    if (app.routes.length !== seen) {
      seen = app.routes.length;
      const unique = new Map<string, Endpoint>();
      for (const r of app.routes) {
        if (r.method === 'ALL' || r.path.includes('*')) continue;
        unique.set(`${r.method} ${r.path}`, { method: r.method, pattern: toPattern(r.path) });
      }
      endpoints = [...unique.values()];
    }
    return endpoints;
  };
  const allowedMethods = (path: string) => {
    const methods = new Set(current().flatMap((e) => (e.pattern.test(path) ? [e.method] : [])));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
  return {
    allowedMethods,
    hasRoute: (method, path) => allowedMethods(path).includes(method),
  };
}
