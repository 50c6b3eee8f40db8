import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { OrderDetailPage } from '@app/features/concierge/components/orders/order-detail-page';

export default function ConciergeOrderRoute() {
  useTitle('Order · Concierge');
  const { id = '' } = useParams();
  return <OrderDetailPage key={id} id={id} />;
}
