import type { MemberItinerary } from '@app/local/db/db';
import { Panel } from '../shared/panel';
import { ItineraryActions } from './itinerary-actions';
import { ItineraryEntry } from './itinerary-entry';

/** The trip's itinerary from this device's copy, so it opens at the airport with no signal. */
export function ItineraryPanel({
  bookingId,
  trip,
  itinerary,
}: {
  bookingId: string;
  /** "Your trip to Aspen": what a share or a print is titled */
  trip: string;
  itinerary: MemberItinerary | null;
}) {
  const items = itinerary?.items ?? [];
  return (
    <Panel
      eyebrow="Your journey"
      title="Itinerary"
      aside={
        items.length > 0 && <ItineraryActions bookingId={bookingId} trip={trip} items={items} />
      }
    >
      {items.length === 0 ? (
        <p className="text-stone-300">
          Your concierge is preparing the itinerary. It appears here as soon as it is written.
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {items.map((item) => (
            <ItineraryEntry key={item.uid} item={item} />
          ))}
        </ol>
      )}
    </Panel>
  );
}
