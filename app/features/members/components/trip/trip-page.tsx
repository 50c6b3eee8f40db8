import { Link } from 'react-router-dom';
import { useMemberTrip } from '../../data/use-member-lists';
import { tripDates } from '../../lib/trip-dates';
import { tripStatus } from '../../lib/trip-status';
import { ConversationLink } from '../shared/conversation-link';
import { StatusBadge } from '../shared/status-badge';
import { ItineraryPanel } from './itinerary-panel';

/** /dashboard/trips/:id (issue 38): one trip and its itinerary, from the member's local copy. */
export function TripPage({ ownerId, tripId }: { ownerId: string; tripId: string }) {
  const found = useMemberTrip(ownerId, tripId);
  if (found === undefined) return null;
  if (found.trip === null) return <TripNotFound />;
  const { trip, itinerary } = found;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Link to="/dashboard" className="text-sm text-gold-300 hover:text-gold-200 print:hidden">
        <span aria-hidden>←</span> My trips
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-display-md">{trip.destinationName}</h1>
          <p className="mt-2 text-stone-300">
            {tripDates(trip.departureDate, trip.returnDate)} · {trip.jetName}
          </p>
        </div>
        <StatusBadge status={tripStatus(trip.status)} />
      </header>
      <ItineraryPanel
        bookingId={trip.id}
        trip={`Your trip to ${trip.destinationName}`}
        itinerary={itinerary}
      />
      <div className="print:hidden">
        <ConversationLink kind="booking" refId={trip.id} />
      </div>
    </div>
  );
}

function TripNotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-display-sm">This trip is not here</h1>
      <p className="text-stone-300">
        It is not among your trips on this device. Your trips are listed on your dashboard.
      </p>
      <Link to="/dashboard" className="text-gold-300 hover:text-gold-200">
        Back to My trips
      </Link>
    </div>
  );
}
