import { Button, buttonClasses } from '@app/components/ui/button';
import { ShareButton } from '@app/components/ui/share-button';
import type { ItineraryItemView } from '@shared/itinerary-api';
import { ITINERARY_API } from '@shared/itinerary-api';
import { itinerarySummary } from '../../lib/itinerary-summary';

/**
 * What a member does with a written itinerary: put it in their calendar (the trip's .ics; adding
 * it again after a change updates the events, each keeps its UID), print it for the journey, or
 * share its steps with whoever travels with them (the link alone would ask them to sign in).
 */
export function ItineraryActions({
  bookingId,
  trip,
  items,
}: {
  bookingId: string;
  trip: string;
  items: ItineraryItemView[];
}) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <a
        href={ITINERARY_API.calendar(bookingId)}
        download
        className={buttonClasses('outline', 'sm', 'self-start')}
      >
        Add to calendar
      </a>
      <Button variant="ghost" size="sm" onClick={() => window.print()}>
        Print
      </Button>
      <ShareButton
        page={{
          title: trip,
          text: itinerarySummary(trip, items),
          url: `/dashboard/trips/${encodeURIComponent(bookingId)}`,
        }}
        label="Share"
        aria-label="Share the itinerary"
      />
    </div>
  );
}
