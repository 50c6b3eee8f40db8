// Trip bookings: the request (spec 4) with its price of record, the member's trips, the console's
// lists and workflow writes, and the guest's mail about each step.
export { queueBookingAnswerMail } from './booking-mail';
export { queueBookingAnswerPush } from './booking-push';
export { findBookingRow, writeBookingStep, type BookingStep } from './booking-steps';
export { toBookingListItem, toConciergeBooking } from './booking-wire';
export {
  bookingRowsAfter,
  bookingsOf,
  findBooking,
  listBookings,
  otherBookingsOf,
  countBookings,
} from './console-bookings';
export { bookingRoutes } from './routes';
export { memberBookings } from './member-bookings';
export { exportedBookings, pseudonymiseBookings } from './member-data';
