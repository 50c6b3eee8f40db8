declare const __PUBLIC_ORIGIN__: string | undefined;

/**
 * The site's public origin (PUBLIC_URL), fixed at build time (vite.config.ts define), for the
 * canonical and Open Graph addresses. Outside a Vite build (unit tests) the page's own origin.
 */
export const PUBLIC_ORIGIN: string =
  typeof __PUBLIC_ORIGIN__ === 'string'
    ? __PUBLIC_ORIGIN__
    : typeof location === 'undefined'
      ? 'http://localhost:3000'
      : location.origin;
