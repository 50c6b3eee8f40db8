/**
 * The pre-rendered pages, read at start and kept in memory: the server fills each with fresh form
 * keys per response (so the build's precompressed copies cannot be sent as they are), and a
 * refused form post answers with its page refilled. A page rendered again after a catalogue
 * change replaces its copy (api/web/page-rerender.ts). Tests pass their own pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedFile } from '@shared/public-routes';

export interface PageStore {
  /** The route's pre-rendered HTML, or undefined when the build wrote none (or there is none). */
  get(route: string): string | undefined;
  /** The route's page from now on. */
  set(route: string, html: string): void;
}

export function pageStoreOf(pages: Readonly<Record<string, string>>): PageStore {
  const map = new Map(Object.entries(pages));
  return { get: (route) => map.get(route), set: (route, html) => void map.set(route, html) };
}

/** No build: every form answer falls back to the plain page of api/forms/fallback-page.ts. */
export const NO_PAGES: PageStore = pageStoreOf({});

/**
 * The pages of `routes` (the live list: a post published since the build was rendered by the
 * server then) in `staticDir`; an older build may lack some, or all.
 */
export function loadPageStore(staticDir: string, routes: readonly string[]): PageStore {
  const pages: Record<string, string> = {};
  for (const route of routes) {
    const file = join(staticDir, prerenderedFile(route));
    if (existsSync(file)) pages[route] = readFileSync(file, 'utf8');
  }
  return pageStoreOf(pages);
}
