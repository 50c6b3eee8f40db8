/** A booking's itinerary (issue 38, api/itinerary). */
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { bookings } from './bookings';

/**
 * One per booking that has one, written whole by the concierge. `items` is the ordered list as
 * the member reads it (shared/itinerary-api.ts ItineraryItemView: each with its stable uid, its
 * sequence and its places resolved when written); `cancelled` keeps the items taken out, with a
 * raised sequence, so a calendar that imported them is told they are cancelled.
 */
export const itineraries = sqliteTable('itineraries', {
  bookingId: text('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  items: text('items').notNull(),
  cancelled: text('cancelled').notNull().default('[]'),
  /** the version the concierge's PUT sends back as `expectedUpdatedAt` */
  updatedAt: text('updated_at').notNull(),
  createdAt: createdAt(),
});
