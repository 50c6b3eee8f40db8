import type { CurrentUser } from '@shared/api';
import { Button } from '@app/components/ui/button';
import { PROFILE_FIELD_LABELS } from '../../lib/profile-fields';

const NOT_SET = 'Not provided';

/** View mode: what the club holds about the member, and the way into edit mode. */
export function ProfileView({ user, onEdit }: { user: CurrentUser; onEdit: () => void }) {
  const rows = [
    [PROFILE_FIELD_LABELS.firstName, user.firstName],
    [PROFILE_FIELD_LABELS.lastName, user.lastName],
    ['Email', user.email],
    [PROFILE_FIELD_LABELS.phoneNumber, user.phoneNumber],
    [PROFILE_FIELD_LABELS.state, user.state],
    [PROFILE_FIELD_LABELS.companyName, user.companyName],
  ] as const;
  return (
    <div className="flex flex-col gap-8">
      <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0 border-b border-white/6 pb-4">
            <dt className="text-[0.66rem] font-semibold tracking-[0.2em] text-stone-400 uppercase">
              {term}
            </dt>
            <dd
              className={
                value ? 'mt-1.5 break-words text-ivory-50' : 'mt-1.5 text-stone-400 italic'
              }
            >
              {value || NOT_SET}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-[0.66rem] font-sans font-semibold tracking-[0.2em] text-stone-400 uppercase">
          {PROFILE_FIELD_LABELS.upcomingTrips}
        </h3>
        {user.upcomingTrips.length === 0 ? (
          <p className="mt-2 text-sm text-stone-400 italic">No upcoming trips yet.</p>
        ) : (
          <ul aria-label="Upcoming trips" className="mt-3 flex flex-wrap gap-2">
            {user.upcomingTrips.map((trip) => (
              <li
                key={trip}
                className="rounded-full border border-gold-500/40 bg-gold-500/8 px-4 py-1.5 text-sm text-sand-100"
              >
                {trip}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex justify-end border-t border-white/8 pt-6">
        <Button onClick={onEdit}>Edit Profile</Button>
      </div>
    </div>
  );
}
