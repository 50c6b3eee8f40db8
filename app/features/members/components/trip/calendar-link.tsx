import { buttonClasses } from '@app/components/ui/button';
import { ITINERARY_API } from '@shared/itinerary-api';

/**
 * "Add to calendar": the trip's .ics, which a phone hands to its calendar. Re-adding it after a
 * change updates the events (each keeps its UID), so the link is always the same.
 */
export function CalendarLink({ bookingId }: { bookingId: string }) {
  return (
    <a
      href={ITINERARY_API.calendar(bookingId)}
      download
      className={buttonClasses('outline', 'sm', 'self-start')}
    >
      Add to calendar
    </a>
  );
}
