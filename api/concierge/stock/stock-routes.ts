/**
 * GET /api/concierge/stock (issue 39): each product's units per size, for sale, held by open
 * checkouts and sold. Read only: the catalogue's editor (../catalog) sets a product's stock.
 */
import { Hono } from 'hono';
import type { ConsoleStockProduct } from '@shared/concierge-api';
import { consoleStock } from '../../catalog';
import type { StaffEnv } from '../../middleware/require-staff';
import type { ConciergeDeps } from '../concierge-deps';

export function conciergeStockRoutes({ db }: ConciergeDeps) {
  return new Hono<StaffEnv>().get('/', (c) => c.json<ConsoleStockProduct[]>(consoleStock(db)));
}
