import { Link } from 'react-router-dom';
import type { MemberBooking } from '@app/local/db/db';
import { StatusBadge } from '../shared/status-badge';
import { formatDecimal } from '../../lib/money';
import { momentLabel } from '../../lib/moments';
import { tripDates } from '../../lib/trip-dates';
import { tripStatus } from '../../lib/trip-status';
import { ConciergeNote } from './concierge-note';
import { MiddleDot } from '../shared/middle-dot';
import { ConversationLink } from '../shared/conversation-link';

/** One booking: where, when, how many, where it stands and what the concierge said. */
export function TripRow({ trip }: { trip: MemberBooking }) {
  const status = tripStatus(trip.status);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <p className="font-display text-xl leading-tight text-ivory-50">{trip.destinationName}</p>
          <p className="mt-1 text-sm text-stone-300">
            <span className="whitespace-nowrap">
              {tripDates(trip.departureDate, trip.returnDate)}
            </span>
            <MiddleDot />
            <span className="whitespace-nowrap">
              {trip.guests === 1 ? '1 guest' : `${trip.guests} guests`}
            </span>
            <MiddleDot />
            {trip.jetName}
          </p>
        </div>
        <StatusBadge status={status} />
      </div>
      <TripProgress trip={trip} />
      {trip.conciergeNote && <ConciergeNote note={trip.conciergeNote} />}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link
          to={`/dashboard/trips/${encodeURIComponent(trip.id)}`}
          className="inline-flex items-center gap-1.5 text-sm text-gold-300 transition hover:text-gold-200"
        >
          Itinerary <span aria-hidden>→</span>
        </Link>
        <ConversationLink kind="booking" refId={trip.id} />
      </div>
    </li>
  );
}

/**
 * The quoted price once there is one; before, the hotel and jet prices the booking was made at
 * (the server's, which a request queued offline with older figures may not have shown); and
 * when the booking last moved.
 */
function TripProgress({ trip }: { trip: MemberBooking }) {
  // Older copies on this device predate these fields: read them as "not yet".
  const changedAt = trip.statusChangedAt ?? null;
  const quotedPrice = trip.quotedPrice ?? null;
  const at = changedAt ?? trip.createdAt;
  return (
    <p className="text-xs text-stone-400">
      {quotedPrice !== null ? (
        <>
          Quoted price{' '}
          <span className="text-ivory-50 tabular-nums">{formatDecimal(quotedPrice)}</span>
          <MiddleDot />
        </>
      ) : (
        <>
          Hotel <span className="text-ivory-50 tabular-nums">{formatDecimal(trip.hotelPrice)}</span>
          <MiddleDot />
          Jet <span className="text-ivory-50 tabular-nums">{formatDecimal(trip.jetPrice)}</span>
          <MiddleDot />
        </>
      )}
      {changedAt === null ? 'Requested' : 'Updated'} <time dateTime={at}>{momentLabel(at)}</time>
    </p>
  );
}
