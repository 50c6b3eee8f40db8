/**
 * A booking's workflow (issue 22), one home for the server that enforces it and the console that
 * offers only the allowed next steps: pending → quoted → confirmed → completed; pending or quoted
 * → declined; confirmed → cancelled.
 */
export const BOOKING_STATUSES = [
  'pending',
  'quoted',
  'confirmed',
  'completed',
  'declined',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['quoted', 'declined'],
  quoted: ['confirmed', 'declined'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  declined: [],
  cancelled: [],
};

export const canMoveBooking = (from: BookingStatus, to: BookingStatus) =>
  BOOKING_TRANSITIONS[from].includes(to);
