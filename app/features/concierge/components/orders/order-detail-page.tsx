import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useBackToList } from '../../lib/back-to-list';
import { PageHeader } from '../common/page-header';
import { RecordPending } from '../common/record-pending';
import { OrderActions } from './order-actions';
import { OrderFacts, OrderLines, ShippingPanel } from './order-panels';

/** /concierge/orders/:id: the lines, the buyer, the shipping address; ship or refund. */
export function OrderDetailPage({ id }: { id: string }) {
  const back = { to: useBackToList('/concierge/orders'), label: 'Orders' };
  const detail = useConsoleQuery(`order ${id}`, (signal) => consoleApi.order(id, signal), {
    keep: false,
  });
  const order = detail.data;
  if (!order) return <RecordPending query={detail} title="Order" back={back} />;
  return (
    <>
      <PageHeader title={order.description} description={order.email ?? undefined} back={back} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-5">
          <OrderLines order={order} />
          <OrderFacts order={order} />
        </div>
        <div className="flex flex-col gap-5 lg:sticky lg:top-6">
          <OrderActions order={order} onChanged={detail.replace} />
          <ShippingPanel order={order} />
        </div>
      </div>
    </>
  );
}
