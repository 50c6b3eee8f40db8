/** The catalogue's reads under /api (spec 7): destinations, jets and products, as cached JSON. */
import { Hono } from 'hono';
import type { CatalogDeps } from './catalog-deps';
import { destinationRoutes } from './destination-routes';
import { jetRoutes } from './jet-routes';
import { productRoutes } from './product-routes';

export function catalogRoutes(deps: CatalogDeps) {
  return new Hono()
    .route('/destinations', destinationRoutes(deps))
    .route('/jets', jetRoutes(deps))
    .route('/products', productRoutes(deps));
}
