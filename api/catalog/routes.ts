/** The catalogue's reads under /api (spec 7): destinations, jets and products, as cached JSON. */
import { Hono } from 'hono';
import type { CatalogVersionAnswer } from '@shared/schemas/catalog';
import type { CatalogDeps } from './catalog-deps';
import { destinationRoutes } from './destination-routes';
import { jetRoutes } from './jet-routes';
import { productRoutes } from './product-routes';
import { catalogVersion } from './catalog-lists';

export function catalogRoutes(deps: CatalogDeps) {
  return (
    new Hono()
      .route('/destinations', destinationRoutes(deps))
      .route('/jets', jetRoutes(deps))
      .route('/products', productRoutes(deps))
      // One small answer an open app asks for to learn the lists changed (app/local/catalog).
      .get('/catalog/version', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json<CatalogVersionAnswer>({
          version: catalogVersion(deps.db, deps.alsoShown?.()),
          pagesCurrent: deps.pagesCurrent?.() ?? true,
        });
      })
  );
}
