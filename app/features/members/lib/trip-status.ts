import type { BookingStatus } from '@shared/booking-workflow';
import { statusView, type StatusView } from './status-view';

/** Where a booking stands, in the club's words (the concierge's workflow, issue 22). */
const TRIP_STATUSES: Record<BookingStatus, StatusView> = {
  pending: { label: 'Awaiting the concierge', tone: 'neutral' },
  quoted: { label: 'Quoted', tone: 'gold' },
  confirmed: { label: 'Confirmed', tone: 'gold' },
  completed: { label: 'Completed', tone: 'neutral' },
  declined: { label: 'Declined', tone: 'outline' },
  cancelled: { label: 'Cancelled', tone: 'outline' },
};

export const tripStatus = (status: string): StatusView => statusView(TRIP_STATUSES, status);
