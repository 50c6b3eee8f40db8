import { Link, useLocation } from 'react-router-dom';
import type { ConciergeOrder } from '@shared/concierge-api';
import { fromList } from '../../lib/back-to-list';
import { centsLabel, momentLabel } from '../../lib/format';
import { orderHref } from '../../lib/hrefs';
import { reasonWords } from '../../lib/order-rules';
import { ORDER_KIND_LABEL, isFlagged, orderStatus } from '../../lib/status-words';
import { columnsFor } from '../common/data-table';
import { orDash } from '../common/detail-list';
import { StatusPill } from '../common/status-pill';

const column = columnsFor<ConciergeOrder>();

export const ORDER_COLUMNS = column.columns([
  column.accessor('description', {
    header: 'Order',
    cell: ({ row }) => <OrderCell order={row.original} />,
  }),
  column.accessor('email', {
    header: 'Buyer',
    cell: ({ row }) => (
      <span className="block max-w-[14rem] truncate">{orDash(row.original.email)}</span>
    ),
    meta: { className: 'hidden md:table-cell' },
  }),
  column.accessor('kind', {
    header: 'Kind',
    cell: ({ row }) => ORDER_KIND_LABEL[row.original.kind],
    meta: { className: 'hidden lg:table-cell' },
  }),
  column.accessor('amountCents', {
    header: 'Amount',
    cell: ({ row }) => centsLabel(row.original.amountCents),
    meta: { numeric: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <StatusPill status={orderStatus(row.original)} />
        {isFlagged(row.original) && (
          <span className="line-clamp-2 max-w-[14rem] text-xs text-stone-400">
            {row.original.attentionReason ??
              (row.original.refundReason && reasonWords(row.original.refundReason))}
          </span>
        )}
      </span>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Placed',
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-stone-300">
        {momentLabel(row.original.createdAt)}
      </span>
    ),
    meta: { className: 'hidden sm:table-cell' },
  }),
]);

function OrderCell({ order }: { order: ConciergeOrder }) {
  const { search } = useLocation();
  return (
    <span className="flex min-w-0 flex-col">
      <Link
        to={orderHref(order.id)}
        state={fromList(search)}
        className="line-clamp-2 max-w-[18rem] font-medium text-ivory-50 underline-offset-4 hover:text-gold-200 hover:underline"
      >
        {order.description}
      </Link>
      <span className="text-[0.7rem] tracking-wide tabular-nums text-stone-400">
        {order.id.slice(0, 12)}
      </span>
    </span>
  );
}
