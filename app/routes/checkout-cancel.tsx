import { useSearchParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { CheckoutCancelPage } from '@app/features/checkout/components/checkout-cancel-page';

/** /checkout/cancel?return=…: where the payment page returns after Cancel. */
export default function CheckoutCancelRoute() {
  useTitle('Payment Cancelled');
  const [params] = useSearchParams();
  return <CheckoutCancelPage returnTo={params.get('return')} orderId={params.get('order')} />;
}
