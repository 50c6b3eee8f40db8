import { Link } from 'react-router-dom';
import { buttonClasses } from '@app/components/ui/button';
import { useMemberTrips } from '../../data/use-member-lists';
import { LastUpdated } from '../shared/last-updated';
import { Panel } from '../shared/panel';
import { TripRow } from './trip-row';

/** 'My trips': the member's bookings from this device's copy of GET /api/bookings, newest first. */
export function MyTrips({ ownerId }: { ownerId: string }) {
  const list = useMemberTrips(ownerId);
  return (
    <Panel
      eyebrow="Your journeys"
      title="My trips"
      aside={<LastUpdated fetchedAt={list?.fetchedAt} />}
    >
      {list && list.trips.length === 0 && <NoTrips />}
      {list && list.trips.length > 0 && (
        <ul className="flex flex-col divide-y divide-white/6">
          {list.trips.map((trip) => (
            <TripRow key={trip.id} trip={trip} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function NoTrips() {
  return (
    <div className="flex flex-col items-start gap-5 rounded-2xl border border-dashed border-ink-600 px-6 py-8 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-display text-xl text-ivory-50">No trips yet</p>
        <p className="mt-1 text-sm text-stone-300">
          Your first journey is a request away: jet and hotel included.
        </p>
      </div>
      <Link to="/booking" className={buttonClasses('outline', 'sm', 'shrink-0')}>
        Book a journey
      </Link>
    </div>
  );
}
