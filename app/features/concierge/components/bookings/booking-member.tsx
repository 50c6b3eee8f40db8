import { Link } from 'react-router-dom';
import type { BookingMember, ConciergeBooking } from '@shared/api';
import { dayLabel, personName } from '../../lib/format';
import { BOOKING_STATUS, MEMBERSHIP_STATUS } from '../../lib/status-words';
import { DetailList, orDash } from '../common/detail-list';
import { Panel } from '../common/panel';
import { StatusPill } from '../common/status-pill';
import { bookingHref, memberHref } from '../../lib/hrefs';

interface BookingMemberPanelProps {
  member: BookingMember | null;
  otherBookings: readonly ConciergeBooking[];
}

/** Who booked: the member and their other trips, or a word that a guest booked signed out. */
export function BookingMemberPanel({ member, otherBookings }: BookingMemberPanelProps) {
  if (!member) {
    return (
      <Panel title="Member">
        <p className="text-sm leading-relaxed text-stone-300">
          Booked by a guest who was not signed in: no member account is linked.
        </p>
      </Panel>
    );
  }
  return (
    <Panel
      title="Member"
      aside={<StatusPill status={MEMBERSHIP_STATUS[member.membershipStatus]} />}
    >
      <DetailList
        columns={4}
        items={[
          {
            term: 'Name',
            value: (
              <Link to={memberHref(member.id)} className="text-gold-200 hover:underline">
                {personName(member)}
              </Link>
            ),
          },
          { term: 'Email', value: member.email },
          { term: 'Phone', value: orDash(member.phoneNumber) },
          { term: 'Member since', value: dayLabel(member.createdAt) },
        ]}
      />
      <h3 className="mt-6 mb-2 font-sans text-xs font-medium text-stone-400">
        Other bookings ({otherBookings.length})
      </h3>
      {otherBookings.length === 0 ? (
        <p className="text-sm text-stone-400">This is their only booking.</p>
      ) : (
        <ul className="divide-y divide-white/6 text-sm">
          {otherBookings.map((b) => (
            <li key={b.id} className="flex items-center justify-between gap-3 py-2.5">
              <Link to={bookingHref(b.id)} className="min-w-0 text-sand-100 hover:text-gold-200">
                <span className="block truncate">{b.destinationName}</span>
                <span className="text-xs text-stone-400">{dayLabel(b.departureDate)}</span>
              </Link>
              <StatusPill status={BOOKING_STATUS[b.status]} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
