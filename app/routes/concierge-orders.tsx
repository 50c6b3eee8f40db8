import { useTitle } from '@app/components/layout/use-title';
import { OrdersPage } from '@app/features/concierge/components/orders/orders-page';

export default function ConciergeOrdersRoute() {
  useTitle('Orders · Concierge');
  return <OrdersPage />;
}
