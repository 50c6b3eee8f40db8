/**
 * The console's lists as CSV downloads (issue 22): GET /api/concierge/{list}.csv with the list's
 * own filters (its page and pageSize are checked like the list's, and every matching row is sent).
 * Mounted before the bookings routes, so `/bookings.csv` is never read as a booking's id.
 */
import { Hono } from 'hono';
import type * as v from 'valibot';
import { ConciergeBookingQuerySchema } from '@shared/schemas/concierge';
import { ConciergeMessageQuerySchema } from '@shared/schemas/concierge-messages';
import { ConciergeOrderQuerySchema } from '@shared/schemas/concierge-orders';
import { ConciergeWaitlistQuerySchema } from '@shared/schemas/concierge-waitlist';
import { BOOKINGS_CSV, ORDERS_CSV } from './csv-exports';
import { MESSAGES_CSV, WAITLIST_CSV } from './csv-inbox-exports';
import { csvResponse, csvStream, type CsvExport } from './csv-stream';
import type { StaffEnv } from '../../middleware/require-staff';
import { validateQuery } from '../../middleware/validate';
import type { ConciergeDeps } from '../concierge-deps';

export function conciergeExportRoutes({ db, clock }: ConciergeDeps) {
  /** GET /{list}.csv: validated by the list's query schema, then every row it matches. */
  const exportOf = <Row, S extends v.GenericSchema<unknown, object>>(
    list: string,
    schema: S,
    csv: CsvExport<Row, v.InferOutput<S>>,
  ) =>
    new Hono<StaffEnv>().get(`/${list}.csv`, validateQuery(schema), (c) => {
      const filters = c.req.valid('query');
      return csvResponse(c, list, clock(), csvStream(csv.columns, csv.reader(db, filters)));
    });

  return new Hono<StaffEnv>()
    .route('/', exportOf('bookings', ConciergeBookingQuerySchema, BOOKINGS_CSV))
    .route('/', exportOf('waitlist', ConciergeWaitlistQuerySchema, WAITLIST_CSV))
    .route('/', exportOf('messages', ConciergeMessageQuerySchema, MESSAGES_CSV))
    .route('/', exportOf('orders', ConciergeOrderQuerySchema, ORDERS_CSV));
}
