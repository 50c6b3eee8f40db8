import { useSearchParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { CheckoutSuccessPage } from '@app/features/checkout/components/checkout-success-page';

/** /checkout/success?session_id=…: where the payment page returns after paying. */
export default function CheckoutSuccessRoute() {
  useTitle('Payment Confirmed');
  const [params] = useSearchParams();
  return <CheckoutSuccessPage sessionId={params.get('session_id')} />;
}
