/**
 * What the bookings and orders lists export as CSV (csv-stream.ts writes it): the columns. The
 * rows are read by their owners (bookings, payments) with the lists' own filters, newest first.
 * The waitlist and the inbox are in csv-inbox-exports.ts.
 */
import type { ConciergeBooking } from '@shared/api';
import type { ConciergeOrder } from '@shared/concierge-api';
import type { ConciergeBookingQuery } from '@shared/schemas/concierge';
import type { ConciergeOrderQuery } from '@shared/schemas/concierge-orders';
import { centsToDecimal } from '../../lib/money';
import { field, type CsvExport } from './csv-stream';
import { bookingRowsAfter } from '../../bookings';
import { orderRowsAfter } from '../../payments';

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
  reader: bookingRowsAfter,
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
  reader: orderRowsAfter,
};
