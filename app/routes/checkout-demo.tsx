import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { DemoCheckoutPage } from '@app/features/checkout/components/demo-checkout-page';

/** /checkout/demo/:id: the local demo checkout (no Stripe key configured). */
export default function CheckoutDemoRoute() {
  useTitle('Demo Checkout');
  return <DemoCheckoutPage id={useParams().id} />;
}
