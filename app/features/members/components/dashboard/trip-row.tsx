import type { MemberBooking } from '@app/local/db';
import { Badge } from '@app/components/ui/badge';
import { tripDates } from '../../lib/trip-dates';

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** One booking: where, when, how many, and where it stands. */
export function TripRow({ trip }: { trip: MemberBooking }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-display text-xl leading-tight text-ivory-50">{trip.destinationName}</p>
        <p className="mt-1 text-sm text-stone-300">
          {tripDates(trip.departureDate, trip.returnDate)}
          <span aria-hidden className="px-2 text-ink-500">
            ·
          </span>
          {trip.guests === 1 ? '1 guest' : `${trip.guests} guests`}
          <span aria-hidden className="px-2 text-ink-500">
            ·
          </span>
          {trip.jetName}
        </p>
      </div>
      <Badge tone={trip.status === 'pending' ? 'neutral' : 'gold'}>
        <span className="sr-only">Status: </span>
        {statusLabel(trip.status)}
      </Badge>
    </li>
  );
}
