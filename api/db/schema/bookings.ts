/** Trip bookings and their workflow (api/bookings; the console moves them along, api/concierge). */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { BOOKING_STATUSES } from '@shared/booking-workflow';
import { createdAt, nowIso } from './columns';
import { users } from './auth';
import { destinations, privateJets } from './catalog';

export const bookings = sqliteTable(
  'bookings',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    destinationId: text('destination_id')
      .notNull()
      .references(() => destinations.id),
    jetId: text('jet_id')
      .notNull()
      .references(() => privateJets.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    departureDate: text('departure_date').notNull(),
    returnDate: text('return_date').notNull(),
    guests: integer('guests').notNull(),
    /** cents; the spec's default hotel price 2670.00 */
    hotelPriceCents: integer('hotel_price_cents').notNull().default(267000),
    jetPriceCents: integer('jet_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    specialRequests: text('special_requests'),
    /** set by the concierge's quote */
    quotedPriceCents: integer('quoted_price_cents'),
    /** the note for the guest that came with the last change of status */
    staffNote: text('staff_note'),
    statusChangedAt: text('status_changed_at'),
    createdAt: createdAt(),
    /**
     * The version a staff edit is based on (PATCH /api/concierge/bookings/:id). The SQL default
     * only serves ALTER TABLE on existing rows, which the migration then sets to created_at.
     */
    updatedAt: text('updated_at').notNull().default('').$defaultFn(nowIso),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId),
    // The console's list: newest first, optionally by status or destination (index rows end in
    // the rowid, which breaks ties in the same order).
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_status_created_idx').on(t.status, t.createdAt),
    index('bookings_destination_created_idx').on(t.destinationId, t.createdAt),
    index('bookings_departure_idx').on(t.departureDate),
  ],
);
