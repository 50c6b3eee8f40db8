import { useMemberOrders } from '../../data/use-member-orders';
import { LastUpdated } from '../shared/last-updated';
import { Panel } from '../shared/panel';
import { OrderRow } from './order-row';

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
