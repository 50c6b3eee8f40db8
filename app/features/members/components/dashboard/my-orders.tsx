import type { MemberOrder } from '@app/local/db';
import { Badge, type BadgeProps } from '@app/components/ui/badge';
import { useMemberOrders } from '../../data/use-member-orders';
import { LastUpdated } from '../shared/last-updated';
import { Panel } from '../shared/panel';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** How a listed order stands; unpaid checkouts are never listed (use-member-orders.ts). */
const STATUS_BADGES: Record<MemberOrder['status'], { label: string; tone: BadgeProps['tone'] }> = {
  paid: { label: 'Paid', tone: 'gold' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  disputed: { label: 'Payment disputed', tone: 'outline' },
  pending: { label: 'Awaiting payment', tone: 'outline' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

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
      <Badge tone={STATUS_BADGES[order.status].tone}>
        <span className="sr-only">Status: </span>
        {STATUS_BADGES[order.status].label}
      </Badge>
    </li>
  );
}
