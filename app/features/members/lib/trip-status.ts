import type { BadgeProps } from '@app/components/ui/badge';
import type { BookingStatus } from '@shared/booking-workflow';

interface TripStatusView {
  label: string;
  tone: BadgeProps['tone'];
}

/** Where a booking stands, in the club's words (the concierge's workflow, issue 22). */
const TRIP_STATUSES: Record<BookingStatus, TripStatusView> = {
  pending: { label: 'Awaiting the concierge', tone: 'neutral' },
  quoted: { label: 'Quoted', tone: 'gold' },
  confirmed: { label: 'Confirmed', tone: 'gold' },
  completed: { label: 'Completed', tone: 'neutral' },
  declined: { label: 'Declined', tone: 'outline' },
  cancelled: { label: 'Cancelled', tone: 'outline' },
};

/** A status this version of the app does not know yet still reads as a word, not a code. */
export function tripStatus(status: string): TripStatusView {
  return (
    TRIP_STATUSES[status as BookingStatus] ?? {
      label: status.charAt(0).toUpperCase() + status.slice(1),
      tone: 'neutral',
    }
  );
}
