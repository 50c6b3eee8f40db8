import { useTitle } from '@app/components/layout/use-title';
import { PreorderCheckoutPage } from '@app/features/checkout/components/preorder-checkout-page';

/** /preorder/checkout (spec 2.12): open to everyone, signed in or not. */
export default function PreorderCheckoutRoute() {
  useTitle('Pre-Order Checkout');
  return <PreorderCheckoutPage />;
}
