import type { MemberOrder } from '@app/local/db';
import { Badge } from '@app/components/ui/badge';
import { useMemberOrders } from '../../data/use-member-orders';
import { LastUpdated } from '../shared/last-updated';
import { Panel } from '../shared/panel';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'My orders': what the member has bought, from this device's copy of GET /api/orders. */
export function MyOrders({ ownerId }: { ownerId: string }) {
  const list = useMemberOrders(ownerId);
  return (
    <Panel
      eyebrow="Your purchases"
      title="My orders"
      aside={<LastUpdated fetchedAt={list?.fetchedAt} />}
    >
      {list && list.orders.length === 0 && (
        <p className="text-sm text-stone-300">No orders yet. Your purchases will appear here.</p>
      )}
      {list && list.orders.length > 0 && (
        <ul className="flex flex-col divide-y divide-white/6">
          {list.orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function OrderRow({ order }: { order: MemberOrder }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-display text-xl leading-tight text-ivory-50">{order.description}</p>
        <p className="mt-1 text-sm text-stone-300">
          {day.format(new Date(order.paidAt ?? order.createdAt))}
          <span aria-hidden className="px-2 text-ink-500">
            ·
          </span>
          {usd.format(order.amountCents / 100)}
        </p>
      </div>
      <Badge tone={order.status === 'paid' ? 'gold' : 'neutral'}>
        <span className="sr-only">Status: </span>
        {order.status === 'paid' ? 'Paid' : 'Refunded'}
      </Badge>
    </li>
  );
}
