/**
 * The console's API, mounted at /api/concierge behind requireStaff (app.ts): one room per list.
 * The CSV downloads first: `/bookings.csv` must not reach the bookings routes as an id. The
 * catalogue's editors (issue 39) are under /catalog: the journal's posts.
 */
import { Hono } from 'hono';
import type { StaffEnv } from '../middleware/require-staff';
import { conciergeBookingRoutes } from './bookings/booking-routes';
import { conciergeCatalogRoutes } from './catalog/catalog-routes';
import { conciergeItineraryRoutes } from './bookings/itinerary-routes';
import type { ConciergeDeps } from './concierge-deps';
import { conciergeExportRoutes } from './exports/export-routes';
import { conciergeMessageRoutes } from './inbox/message-routes';
import { conciergeInstallmentRoutes } from './installments/installment-routes';
import { conciergeMemberRoutes } from './members/member-routes';
import { conciergeOrderRoutes } from './orders/order-routes';
import { conciergePostRoutes } from './posts/post-routes';
import { conciergeStockRoutes } from './stock/stock-routes';
import { conciergeThreadRoutes } from './threads/thread-routes';
import { conciergeTodayRoutes } from './today/today-routes';
import { conciergeWaitlistRoutes } from './waitlist/waitlist-routes';

export function conciergeRoutes(deps: ConciergeDeps) {
  return new Hono<StaffEnv>()
    .route('/', conciergeExportRoutes(deps))
    .route('/', conciergeBookingRoutes(deps))
    .route('/', conciergeItineraryRoutes(deps))
    .route('/today', conciergeTodayRoutes(deps))
    .route('/orders', conciergeOrderRoutes(deps))
    .route('/stock', conciergeStockRoutes(deps))
    .route('/catalog', conciergeCatalogRoutes(deps))
    .route('/installments', conciergeInstallmentRoutes(deps))
    .route('/members', conciergeMemberRoutes(deps))
    .route('/waitlist', conciergeWaitlistRoutes(deps))
    .route('/messages', conciergeMessageRoutes(deps))
    .route('/threads', conciergeThreadRoutes(deps))
    .route('/catalog', conciergePostRoutes(deps));
}
