/**
 * Renders the pre-rendered routes' HTML from the SSR entry (app/entry-prerender.tsx, built for
 * Node), the built shell and a catalogue: the one way pages are made, whether the build writes them
 * (run.ts) or the server renders them again after a catalogue change (rerender.ts).
 */
import type { RenderedPage } from '../../app/entry-prerender';
import type { CatalogSnapshot } from '../../shared/schemas/catalog';
import { prerenderedRoutes, UNLISTED_ROUTES } from '../../shared/public-routes';
import { pageHtml, type ScreenChunk } from './page-html';
import { withNoindex } from './unlisted-page';

export interface PageRenderer {
  renderPage: (url: string, catalog: CatalogSnapshot) => Promise<RenderedPage>;
}

export interface RenderInput {
  renderer: PageRenderer;
  /** the built index.html */
  template: string;
  /** each screen module's chunk (scripts/vite-plugins/prerender.ts screenChunks) */
  screens: Record<string, ScreenChunk>;
  origin: string;
  catalog: CatalogSnapshot;
}

/** Every pre-rendered route's page (the fixed ones and a page per post), in prerenderedRoutes order. */
export async function renderPages({
  renderer,
  template,
  screens,
  origin,
  catalog,
}: RenderInput): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  // One at a time: the catalogue snapshot the hooks read is module state of the entry.
  const routes = prerenderedRoutes((catalog.posts ?? []).map((post) => post.slug));
  for (const route of routes) {
    const page = await renderer.renderPage(new URL(route, origin).href, catalog);
    const screen = page.screen && screens[page.screen];
    if (!screen) throw new Error(`${route}: no chunk for its screen '${page.screen ?? '?'}'`);
    const listed = pageHtml(template, page, screen);
    pages.set(route, UNLISTED_ROUTES.includes(route) ? withNoindex(listed) : listed);
  }
  return pages;
}
