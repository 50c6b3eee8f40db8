import { sortFn_text } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router-dom';
import type { ConciergeBooking } from '@shared/api';
import { fromList } from '../../lib/back-to-list';
import { bookingHref } from '../../lib/hrefs';
import { amountLabel, dayLabel, momentLabel } from '../../lib/format';
import { BOOKING_STATUS } from '../../lib/status-words';
import { columnsFor } from '../common/data-table';
import { StatusPill } from '../common/status-pill';

const column = columnsFor<ConciergeBooking>();

/** The bookings table: who, where, when, what it costs, where it stands. */
export const BOOKING_COLUMNS = column.columns([
  column.accessor('guestName', {
    header: 'Guest',
    enableSorting: false,
    cell: ({ row }) => <GuestCell booking={row.original} />,
  }),
  column.accessor('destinationName', {
    header: 'Destination',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{row.original.destinationName}</span>
        <span className="text-xs text-stone-400">{row.original.jetName}</span>
      </span>
    ),
    meta: { className: 'hidden md:table-cell' },
  }),
  column.accessor('departureDate', {
    header: 'Departure',
    sortFn: sortFn_text,
    // Soonest first, said outright: left to the table, the first direction follows the first
    // row's value, and with none shown (a list still loading) it was latest first.
    sortDescFirst: false,
    cell: ({ row }) => (
      <span className="flex flex-col whitespace-nowrap">
        <span>{dayLabel(row.original.departureDate)}</span>
        <span className="text-xs text-stone-400">to {dayLabel(row.original.returnDate)}</span>
      </span>
    ),
  }),
  column.accessor('guests', {
    header: 'Guests',
    enableSorting: false,
    meta: { numeric: true, className: 'hidden xl:table-cell' },
  }),
  column.accessor('totalPrice', {
    header: 'Price',
    enableSorting: false,
    cell: ({ row }) => <PriceCell booking={row.original} />,
    meta: { numeric: true, className: 'hidden lg:table-cell' },
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <StatusPill status={BOOKING_STATUS[row.original.status]} />,
    meta: { className: 'hidden sm:table-cell' },
  }),
  column.accessor('createdAt', {
    header: 'Received',
    sortFn: sortFn_text,
    sortDescFirst: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-stone-300">
        {momentLabel(row.original.createdAt)}
      </span>
    ),
    meta: { className: 'hidden sm:table-cell' },
  }),
]);

function GuestCell({ booking }: { booking: ConciergeBooking }) {
  const { search } = useLocation();
  return (
    <span className="flex min-w-0 flex-col">
      <Link
        to={bookingHref(booking.id)}
        state={fromList(search)}
        className="font-medium text-ivory-50 underline-offset-4 hover:text-gold-200 hover:underline"
      >
        {booking.guestName}
      </Link>
      <span className="max-w-[11rem] truncate text-xs text-stone-400 sm:max-w-[16rem]">
        {booking.guestEmail}
      </span>
      {/* A phone has no room for the status column: the pill comes under the guest. */}
      <StatusPill status={BOOKING_STATUS[booking.status]} className="mt-1.5 self-start sm:hidden" />
    </span>
  );
}

function PriceCell({ booking }: { booking: ConciergeBooking }) {
  if (booking.quotedPrice === null) return <>{amountLabel(booking.totalPrice)}</>;
  return (
    <span className="flex flex-col items-end">
      <span className="text-gold-200">{amountLabel(booking.quotedPrice)}</span>
      <span className="text-xs text-stone-400">quoted</span>
    </span>
  );
}
