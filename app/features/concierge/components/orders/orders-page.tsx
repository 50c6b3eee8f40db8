import { ORDER_KINDS } from '@shared/api';
import { ORDER_FILTERS, type OrderFilter } from '@shared/concierge-api';
import { consoleApi, csvHref } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { orderHref } from '../../lib/hrefs';
import { ORDER_KIND_LABEL } from '../../lib/status-words';
import { CsvLink } from '../common/csv-link';
import { ListFilters } from '../common/list-filters';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { ORDER_COLUMNS } from './order-columns';
import { StockPanel } from './stock-panel';

const FILTERS = ['filter', 'kind', 'q'] as const;
const FILTER_LABEL: Record<OrderFilter, string> = {
  paid: 'Paid, not shipped',
  unshipped: 'Goods to ship',
  unpaid: 'Unpaid',
  shipped: 'Shipped',
  refunded: 'Refunded',
  flagged: 'Flagged for a refund',
};
const FILTER_OPTIONS = ORDER_FILTERS.map((f) => ({ value: f, label: FILTER_LABEL[f] }));
const KIND_OPTIONS = ORDER_KINDS.map((k) => ({ value: k, label: ORDER_KIND_LABEL[k] }));

/** /concierge/orders: what was bought; ship the goods, refund the flagged. */
export function OrdersPage() {
  const params = useListParams(FILTERS);
  const list = useConsoleQuery(`orders?${params.query}`, (signal) =>
    consoleApi.orders(params.query, signal),
  );
  return (
    <>
      <PageHeader
        title="Orders"
        description="Memberships, books, journeys and the shop. Ship what was paid for; refund what was flagged."
        actions={<CsvLink href={csvHref('orders', params.query)} />}
      />
      <StockPanel />
      <ListFilters
        params={params}
        label="Filter orders"
        search="Email, item or order id"
        choices={[
          {
            name: 'filter',
            label: 'Show',
            options: FILTER_OPTIONS,
            allLabel: 'All orders',
            className: 'sm:w-52',
          },
          { name: 'kind', label: 'Kind', options: KIND_OPTIONS, allLabel: 'All kinds' },
        ]}
      />
      <ListView
        list={list}
        params={params}
        noun="orders"
        caption="Orders, newest first"
        columns={ORDER_COLUMNS}
        rowId={(o) => o.id}
        rowHref={(o) => orderHref(o.id)}
      />
    </>
  );
}
