import { Link, useLocation } from 'react-router-dom';
import type { ConciergeMember } from '@shared/concierge-api';
import { fromList } from '../../lib/back-to-list';
import { ROLE_LABEL } from '../../lib/console-nav';
import { countLabel, dayLabel, personName } from '../../lib/format';
import { memberHref } from '../../lib/hrefs';
import { MEMBERSHIP_STATUS } from '../../lib/status-words';
import { columnsFor } from '../common/data-table';
import { orDash } from '../common/detail-list';
import { StatusPill } from '../common/status-pill';

const column = columnsFor<ConciergeMember>();

export const MEMBER_COLUMNS = column.columns([
  column.accessor('lastName', {
    header: 'Member',
    cell: ({ row }) => <MemberCell member={row.original} />,
  }),
  column.accessor('phoneNumber', {
    header: 'Phone',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{orDash(row.original.phoneNumber)}</span>
    ),
    meta: { className: 'hidden lg:table-cell' },
  }),
  column.accessor('membershipStatus', {
    header: 'Membership',
    cell: ({ row }) => <StatusPill status={MEMBERSHIP_STATUS[row.original.membershipStatus]} />,
  }),
  column.accessor('bookingCount', {
    header: 'Bookings',
    cell: ({ row }) => countLabel(row.original.bookingCount),
    meta: { numeric: true, className: 'hidden sm:table-cell' },
  }),
  column.accessor('orderCount', {
    header: 'Orders',
    cell: ({ row }) => countLabel(row.original.orderCount),
    meta: { numeric: true, className: 'hidden sm:table-cell' },
  }),
  column.accessor('createdAt', {
    header: 'Joined',
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-stone-300">{dayLabel(row.original.createdAt)}</span>
    ),
    meta: { className: 'hidden md:table-cell' },
  }),
]);

function MemberCell({ member }: { member: ConciergeMember }) {
  const { search } = useLocation();
  return (
    <span className="flex min-w-0 flex-col">
      <span className="flex items-center gap-2">
        <Link
          to={memberHref(member.id)}
          state={fromList(search)}
          className="font-medium text-ivory-50 underline-offset-4 hover:text-gold-200 hover:underline"
        >
          {personName(member)}
        </Link>
        {member.role !== 'member' && (
          <span className="rounded-full bg-gold-500/12 px-2 py-0.5 text-[0.62rem] font-semibold tracking-[0.14em] text-gold-200 uppercase">
            {ROLE_LABEL[member.role]}
          </span>
        )}
      </span>
      <span className="max-w-[16rem] truncate text-xs text-stone-400">{member.email}</span>
    </span>
  );
}
