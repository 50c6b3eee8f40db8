/**
 * The message a page sends its service worker when the catalogue changed under it (app/local/
 * catalog/catalog-watch.ts): the worker fetches the server's new renderings of the pages that show
 * the catalogue (app/local/worker/live-pages.ts), so an offline reload shows them, not the build's.
 */
export const REFRESH_PAGES_MESSAGE = { type: 'REFRESH_PAGES' } as const;

export const isRefreshPagesMessage = (data: unknown): boolean =>
  (data as { type?: unknown } | null)?.type === REFRESH_PAGES_MESSAGE.type;
