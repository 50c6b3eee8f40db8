/**
 * What the bookings and orders lists export as CSV (csv-stream.ts writes it): the columns, and a
 * keyset reader over the rows the list's own filters match, newest first, as the list shows them.
 * The waitlist and the inbox are in csv-inbox-exports.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { ConciergeBooking } from '@shared/api';
import type { ConciergeOrder } from '@shared/concierge-api';
import type { ConciergeBookingQuery } from '@shared/schemas/concierge';
import type { ConciergeOrderQuery } from '@shared/schemas/concierge-orders';
import { bookings } from '../../db/schema/bookings';
import { destinations, privateJets } from '../../db/schema/catalog';
import { orders } from '../../db/schema/payments';
import { centsToDecimal } from '../../lib/money';
import { afterKeyset, field, newestFirstSql, rowidOf, type CsvExport } from './csv-stream';
import { toConciergeBooking, bookingFilters } from '../../bookings';
import { ORDER_COLUMNS, orderFilters } from '../../payments';

export const BOOKINGS_CSV: CsvExport<ConciergeBooking, ConciergeBookingQuery> = {
  columns: [
    field('Booking', 'id'),
    field('Created', 'createdAt'),
    field('Status', 'status'),
    field('Status changed', 'statusChangedAt'),
    field('Guest', 'guestName'),
    field('Email', 'guestEmail'),
    field('Phone', 'guestPhone'),
    field('Destination', 'destinationName'),
    field('Jet', 'jetName'),
    field('Departure', 'departureDate'),
    field('Return', 'returnDate'),
    field('Guests', 'guests'),
    field('Hotel price', 'hotelPrice'),
    field('Jet price', 'jetPrice'),
    field('Total price', 'totalPrice'),
    field('Quoted price', 'quotedPrice'),
    field('Special requests', 'specialRequests'),
    field('Concierge note', 'conciergeNote'),
    field('Member', 'userId'),
  ],
  reader: (db, filters) => (after, limit) =>
    db
      .select({
        booking: bookings,
        destinationName: destinations.name,
        jetName: privateJets.name,
        rowid: rowidOf(bookings),
      })
      .from(bookings)
      .innerJoin(destinations, eq(bookings.destinationId, destinations.id))
      .innerJoin(privateJets, eq(bookings.jetId, privateJets.id))
      .where(and(bookingFilters(filters), afterKeyset(bookings, bookings.createdAt, after)))
      .orderBy(...newestFirstSql(bookings, bookings.createdAt))
      .limit(limit)
      .all()
      .map(({ booking, rowid, ...names }) => ({ ...toConciergeBooking(booking, names), rowid })),
};

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

export const ORDERS_CSV: CsvExport<ConciergeOrder, ConciergeOrderQuery> = {
  columns: [
    field('Order', 'id'),
    field('Created', 'createdAt'),
    field('Paid', 'paidAt'),
    field('Kind', 'kind'),
    field('Status', 'status'),
    field('Email', 'email'),
    field('Description', 'description'),
    field('Quantity', 'quantity'),
    field('Size', 'size'),
    { header: 'Amount', value: (o) => money(o.amountCents) },
    { header: 'Paid in all', value: (o) => money(o.paidCents) },
    field('Refund reason', 'refundReason'),
    field('Refunded', 'refundedAt'),
    field('Needs attention', 'attentionReason'),
    { header: 'Ship to', value: (o) => o.shippingAddress?.name ?? null },
    { header: 'Address line 1', value: (o) => o.shippingAddress?.line1 ?? null },
    { header: 'Address line 2', value: (o) => o.shippingAddress?.line2 ?? null },
    { header: 'City', value: (o) => o.shippingAddress?.city ?? null },
    { header: 'State', value: (o) => o.shippingAddress?.state ?? null },
    { header: 'Postal code', value: (o) => o.shippingAddress?.postalCode ?? null },
    { header: 'Country', value: (o) => o.shippingAddress?.country ?? null },
    field('Carrier', 'carrier'),
    field('Tracking number', 'trackingNumber'),
    field('Shipped', 'shippedAt'),
  ],
  reader: (db, filters) => (after, limit) =>
    db
      .select({ ...ORDER_COLUMNS, rowid: rowidOf(orders) })
      .from(orders)
      .where(and(orderFilters(filters), afterKeyset(orders, orders.createdAt, after)))
      .orderBy(...newestFirstSql(orders, orders.createdAt))
      .limit(limit)
      .all(),
};
