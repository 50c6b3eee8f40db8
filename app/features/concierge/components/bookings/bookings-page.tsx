import type { SortingState } from '@tanstack/react-table';
import { consoleApi, csvHref } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { sortingFrom, sortParam, type SortChoice } from '../../lib/list-sort';
import { CsvLink } from '../common/csv-link';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { bookingHref } from '../../lib/hrefs';
import { BOOKING_COLUMNS } from './booking-columns';
import { BOOKING_FILTERS, BookingFilters } from './booking-filters';

const NEWEST_FIRST: SortChoice = { id: 'createdAt', desc: true };
const SORTABLE = ['createdAt', 'departureDate'];

const ORDER_WORDS: Record<string, string> = {
  '-createdAt': 'newest first',
  createdAt: 'oldest first',
  departureDate: 'by departure, soonest first',
  '-departureDate': 'by departure, latest first',
};

const orderWords = ([first]: SortingState) =>
  first ? ORDER_WORDS[`${first.desc ? '-' : ''}${first.id}`] : ORDER_WORDS['-createdAt'];

/** /concierge/bookings: every booking, filtered and searched on the server, a page at a time. */
export function BookingsPage() {
  const params = useListParams(BOOKING_FILTERS);
  const list = useConsoleQuery(`bookings?${params.query}`, (signal) =>
    consoleApi.bookings(params.query, signal),
  );
  const destinations = useConsoleQuery('destinations', (signal) => consoleApi.destinations(signal));
  const sorting = sortingFrom(params.value('sort'), SORTABLE, NEWEST_FIRST);
  return (
    <>
      <PageHeader
        title="Bookings"
        description="Trips requested by members and guests. Open one to quote, confirm or decline it."
        actions={<CsvLink href={csvHref('bookings', params.query)} />}
      />
      <BookingFilters params={params} destinations={destinations.data ?? []} />
      <ListView
        list={list}
        params={params}
        noun="bookings"
        caption={`Bookings, ${orderWords(sorting)}`}
        columns={BOOKING_COLUMNS}
        rowId={(b) => b.id}
        rowHref={(b) => bookingHref(b.id)}
        sorting={sorting}
        onSortingChange={(next) => params.setFilters({ sort: sortParam(next, NEWEST_FIRST) })}
      />
    </>
  );
}
