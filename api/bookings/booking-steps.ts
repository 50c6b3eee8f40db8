/**
 * The workflow fields of a booking as the console moves them (concierge/bookings): read inside
 * the step's transaction, and written only if the version the staff member saw still stands.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bookings } from '../db/schema/bookings';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingStep = Pick<
  BookingRow,
  'status' | 'quotedPriceCents' | 'staffNote' | 'statusChangedAt' | 'updatedAt'
>;

export const findBookingRow = (tx: Tx, id: string): BookingRow | undefined =>
  tx.select().from(bookings).where(eq(bookings.id, id)).all()[0];

/** False when the version moved on since `expected` (the step then changes nothing). */
export const writeBookingStep = (tx: Tx, id: string, step: BookingStep, expected: string) =>
  tx
    .update(bookings)
    .set(step)
    .where(and(eq(bookings.id, id), eq(bookings.updatedAt, expected)))
    .run().changes === 1;
