import * as v from 'valibot';
import { ORDER_KINDS } from '../api';
import { ORDER_FILTERS } from '../concierge-api';
import { expectedUpdatedAt, NOTE_MAX_LENGTH, optionalFilter, searchFilter } from './concierge';
import { multiLineText, requiredText } from './fields';
import { pagingEntries } from './paging';

export const CARRIER_MAX_LENGTH = 60;
export const TRACKING_NUMBER_MAX_LENGTH = 100;

/**
 * GET /api/concierge/orders: the page, `filter` (what the console's tabs offer), `kind` and `q`
 * (the buyer's email, the description, or the start of the order id).
 */
export const ConciergeOrderQuerySchema = v.object({
  ...pagingEntries,
  filter: optionalFilter(
    v.picklist(ORDER_FILTERS, `Filter must be one of ${ORDER_FILTERS.join(', ')}`),
  ),
  kind: optionalFilter(v.picklist(ORDER_KINDS, `Kind must be one of ${ORDER_KINDS.join(', ')}`)),
  q: searchFilter,
});
export type ConciergeOrderQuery = v.InferOutput<typeof ConciergeOrderQuerySchema>;

/** POST /api/concierge/orders/:id/ship: the buyer is mailed the carrier and tracking number. */
export const OrderShipSchema = v.object({
  carrier: requiredText('Carrier is required', CARRIER_MAX_LENGTH),
  trackingNumber: requiredText('Tracking number is required', TRACKING_NUMBER_MAX_LENGTH),
  expectedUpdatedAt,
});
export type OrderShipInput = v.InferInput<typeof OrderShipSchema>;
export type OrderShip = v.InferOutput<typeof OrderShipSchema>;

/** POST /api/concierge/orders/:id/refund: the note (why) is kept in the audit log. */
export const RESTOCK_MESSAGE = 'Restock must be true or false';

export const OrderRefundSchema = v.object({
  expectedUpdatedAt,
  /**
   * the units sold go back on sale (a shop order's counted stock): by default when the order has
   * not been shipped, since shipped goods are back only once the buyer returns them
   */
  restock: v.optional(v.boolean(RESTOCK_MESSAGE)),
  note: v.optional(
    v.pipe(
      multiLineText('Note must be text'),
      v.maxLength(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
});
export type OrderRefundInput = v.InferInput<typeof OrderRefundSchema>;
export type OrderRefund = v.InferOutput<typeof OrderRefundSchema>;
