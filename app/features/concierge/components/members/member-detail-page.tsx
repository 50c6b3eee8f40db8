import { Link } from 'react-router-dom';
import type { ConciergeBooking } from '@shared/api';
import type { ConciergeMember, ConciergeOrder } from '@shared/concierge-api';
import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useBackToList } from '../../lib/back-to-list';
import { ROLE_LABEL } from '../../lib/console-nav';
import { centsLabel, dayLabel, personName } from '../../lib/format';
import { bookingHref, orderHref } from '../../lib/hrefs';
import { BOOKING_STATUS, MEMBERSHIP_STATUS, orderStatus } from '../../lib/status-words';
import { DetailList, orDash } from '../common/detail-list';
import { PageHeader } from '../common/page-header';
import { Panel } from '../common/panel';
import { RecordPending } from '../common/record-pending';
import { StatusPill } from '../common/status-pill';

/** /concierge/members/:id: the member, their bookings and their orders. */
export function MemberDetailPage({ id }: { id: string }) {
  const back = { to: useBackToList('/concierge/members'), label: 'Members' };
  const detail = useConsoleQuery(`member ${id}`, (signal) => consoleApi.member(id, signal), {
    keep: false,
  });
  const data = detail.data;
  if (!data) return <RecordPending query={detail} title="Member" back={back} />;
  return (
    <>
      <PageHeader title={personName(data.member)} description={data.member.email} back={back} />
      <div className="grid items-start gap-5 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <MemberFacts member={data.member} />
        <div className="flex flex-col gap-5">
          <MemberBookings bookings={data.bookings} />
          <MemberOrders orders={data.orders} />
        </div>
      </div>
    </>
  );
}

function MemberFacts({ member: m }: { member: ConciergeMember }) {
  return (
    <Panel title="Account" aside={<StatusPill status={MEMBERSHIP_STATUS[m.membershipStatus]} />}>
      <DetailList
        columns={1}
        items={[
          { term: 'Email', value: m.email },
          { term: 'Email confirmed', value: m.emailVerified ? 'Yes' : 'Not yet' },
          { term: 'Phone', value: orDash(m.phoneNumber) },
          { term: 'Role', value: ROLE_LABEL[m.role] },
          { term: 'Joined', value: dayLabel(m.createdAt) },
        ]}
      />
    </Panel>
  );
}

const rowLink = 'flex items-center justify-between gap-3 py-3 transition hover:text-gold-200';

function MemberBookings({ bookings }: { bookings: readonly ConciergeBooking[] }) {
  return (
    <Panel title={`Bookings (${bookings.length})`}>
      {bookings.length === 0 ? (
        <p className="text-sm text-stone-400">No bookings yet.</p>
      ) : (
        <ul className="divide-y divide-white/6 text-sm">
          {bookings.map((b) => (
            <li key={b.id}>
              <Link to={bookingHref(b.id)} className={rowLink}>
                <span className="min-w-0">
                  <span className="block truncate text-ivory-50">{b.destinationName}</span>
                  <span className="text-xs text-stone-400">
                    {dayLabel(b.departureDate)} – {dayLabel(b.returnDate)} · {b.guests} guests
                  </span>
                </span>
                <StatusPill status={BOOKING_STATUS[b.status]} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function MemberOrders({ orders }: { orders: readonly ConciergeOrder[] }) {
  return (
    <Panel title={`Orders (${orders.length})`}>
      {orders.length === 0 ? (
        <p className="text-sm text-stone-400">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-white/6 text-sm">
          {orders.map((o) => (
            <li key={o.id}>
              <Link to={orderHref(o.id)} className={rowLink}>
                <span className="min-w-0">
                  <span className="block truncate text-ivory-50">{o.description}</span>
                  <span className="text-xs text-stone-400">
                    {dayLabel(o.createdAt)} · {centsLabel(o.amountCents)}
                  </span>
                </span>
                <StatusPill status={orderStatus(o)} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
