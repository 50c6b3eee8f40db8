/**
 * The pre-render entry (built for Node by scripts/vite-plugins/prerender.ts): renders one public
 * route to HTML with react-dom/static over the same routes and providers as the browser, and
 * reports what the page's HTML needs around it: its meta, router state and catalogue snapshot.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PageMetaRecorder, type PageMeta } from '@app/components/layout/page-meta';
import {
  setCatalogSnapshot,
  snapshotRead,
  type CatalogSnapshot,
} from '@app/local/catalog/catalog-snapshot';
import { setRenderedOn } from '@app/lib/use-today';
import { localIsoDate } from '@shared/schemas/consultation';
import type { PrerenderState } from './prerender-state';
import { AppProvider } from './provider';
import type { RouteHandle } from './routes/root-layout';
import { routes } from './router';

export interface RenderedPage {
  /** the markup inside #root */
  html: string;
  meta: PageMeta;
  state: PrerenderState;
  /** the part of the catalogue the page rendered, for its first client render */
  catalog: CatalogSnapshot;
  /** the screen's module in app/routes/, whose chunk the page starts loading with the boot */
  screen?: string;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

// One handler for every page, as a server keeps one: it loads each lazy route once.
const handler = createStaticHandler(routes);

/** Renders `url` (absolute, on the public origin) with `catalog` as the catalogue. */
export async function renderPage(url: string, catalog: CatalogSnapshot): Promise<RenderedPage> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirects (${context.status})`);
  if (context.errors) throw new Error(`${url} has route errors: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  setCatalogSnapshot(catalog);
  const renderedOn = localIsoDate(new Date());
  setRenderedOn(renderedOn);
  let meta: PageMeta | undefined;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaRecorder.Provider value={(m) => void (meta = m)}>
        <AppProvider>
          {/* hydrate={false}: the router state goes into JSON, not an inline script (CSP). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageMetaRecorder.Provider>
    </StrictMode>,
    // An error inside a Suspense boundary does not reject: it would ship a page that hydrates
    // into something else, so it fails the build like any other.
    {
      onError: (error) => void errors.push(error),
      // Never outline a Suspense boundary into a later chunk: its completion would be an inline
      // script, which the Content-Security-Policy (script-src 'self') rightly blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await text(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `${url} failed to render`);
  if (!meta) throw new Error(`${url} renders no useTitle(): it has no title of its own`);
  return {
    html,
    meta,
    state: {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      renderedOn,
    },
    catalog: snapshotRead(catalog),
    screen: (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.screen,
  };
}
