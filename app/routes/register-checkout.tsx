import { useLocation } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { RequireMember } from '@app/features/auth/components/require-member';
import { useSession } from '@app/features/auth/data/use-session';
import { CheckoutPage } from '@app/features/onboarding/components/checkout-page';

/** The choice comes from the member's record, or from the picker while it waits to be sent. */
export default function RegisterCheckoutRoute() {
  useTitle('Membership Checkout');
  const { user } = useSession();
  const state = useLocation().state as { destinationId?: string } | null;
  return (
    <RequireMember returnTo="/register/checkout">
      <CheckoutPage destinationId={state?.destinationId ?? user?.selectedDestinationId} />
    </RequireMember>
  );
}
