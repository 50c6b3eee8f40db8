import { BOOKING_STATUSES } from '@shared/booking-workflow';
import type { DestinationChoice } from '../../data/console-api';
import type { ListParams } from '../../data/use-list-params';
import { BOOKING_STATUS } from '../../lib/status-words';
import { FilterDate } from '../common/filter-controls';
import { ListFilters } from '../common/list-filters';

export const BOOKING_FILTERS = ['status', 'from', 'to', 'destinationId', 'q', 'sort'] as const;

const STATUS_OPTIONS = BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS[s].label }));

interface BookingFiltersProps {
  params: ListParams;
  destinations: readonly DestinationChoice[];
}

/** Status, departure between two days, destination, and a guest's name or email. */
export function BookingFilters({ params, destinations }: BookingFiltersProps) {
  const set = (name: string) => (value: string) => params.setFilters({ [name]: value });
  const destinationOptions = destinations.map((d) => ({ value: d.id, label: d.name }));
  return (
    <ListFilters
      params={params}
      label="Filter bookings"
      search="Guest name or email"
      choices={[
        { name: 'status', label: 'Status', options: STATUS_OPTIONS, allLabel: 'All statuses' },
        {
          name: 'destinationId',
          label: 'Destination',
          options: destinationOptions,
          allLabel: 'All destinations',
        },
      ]}
    >
      <FilterDate label="Departs from" value={params.value('from')} onChange={set('from')} />
      <FilterDate label="Departs by" value={params.value('to')} onChange={set('to')} />
    </ListFilters>
  );
}
