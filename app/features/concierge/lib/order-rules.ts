import type { UserRole } from '@shared/api';
import {
  CONCIERGE_REFUND_LIMIT_CENTS,
  REFUND_OVER_LIMIT_MESSAGE,
  SHIPPABLE_ORDER_KINDS,
  type ConciergeOrder,
  type ShippingAddress,
} from '@shared/concierge-api';

/** A paid order of goods that travel, not shipped yet, and not waiting for its refund. */
export const canShip = (o: ConciergeOrder) =>
  o.status === 'paid' &&
  o.shippedAt === null &&
  o.refundReason === null &&
  (SHIPPABLE_ORDER_KINDS as readonly string[]).includes(o.kind);

export const canRefund = (o: ConciergeOrder) => o.status === 'paid' && o.refundedAt === null;

/** Why this staff member may not refund this order themselves, or undefined when they may. */
export const refundBarred = (o: ConciergeOrder, role: UserRole) =>
  role !== 'admin' && o.amountCents > CONCIERGE_REFUND_LIMIT_CENTS
    ? REFUND_OVER_LIMIT_MESSAGE
    : undefined;

/** An address as it is written on a parcel, a line each; empty when none was given. */
export const addressLines = (a: ShippingAddress | null): string[] =>
  a
    ? [
        a.name,
        a.line1,
        a.line2,
        [a.city, a.state, a.postalCode].filter(Boolean).join(' '),
        a.country,
      ].filter((line): line is string => Boolean(line))
    : [];

/** Why an order is flagged, in words: 'unit_limit' → 'Unit limit'. */
export const reasonWords = (reason: string) =>
  reason.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
