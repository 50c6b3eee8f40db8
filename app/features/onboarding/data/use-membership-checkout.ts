import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FLOW_REDIRECT_MS } from '@shared/constants';
import { startMembershipCheckout } from '@app/local/payments/membership-checkout';
import { signOutLocally } from '@app/local/session/session';
import { toast } from '@app/components/ui/toast-store';
import { CHECKOUT_FAILED, checkoutError } from '@app/components/forms/checkout-toasts';
import { CHECKOUT_AUTH_REQUIRED } from '../lib/onboarding-toasts';

const LOGIN_BACK_HERE = '/login?redirect=/register/checkout';

/** Goes to an address the server named: in the app when it is ours, else a full navigation. */
function follow(url: string, navigate: (to: string) => void) {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin)
    navigate(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.href);
}

/**
 * Proceed to Checkout (spec 4 and 8): a 401 asks the member to sign in again, an `error` is the
 * toast's text, a `redirectUrl` is followed after 1.5 s and a `url` (the payment page) at once.
 * The button stays busy while the browser leaves for the payment page.
 */
export function useMembershipCheckout() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function proceed() {
    setBusy(true);
    const result = await startMembershipCheckout();
    if (result.kind === 'network') {
      toast(CHECKOUT_FAILED);
      return setBusy(false);
    }
    if (result.kind === 'unauthorized') {
      // The server has no session for us: forget the member here too, or /login sends them back.
      await signOutLocally();
      toast(CHECKOUT_AUTH_REQUIRED);
      setTimeout(() => navigate(LOGIN_BACK_HERE), FLOW_REDIRECT_MS);
      return;
    }
    const { url, error, redirectUrl } = result.answer;
    if (error) toast(checkoutError(error));
    if (redirectUrl) return void setTimeout(() => follow(redirectUrl, navigate), FLOW_REDIRECT_MS);
    // A full navigation to the payment page (Stripe, or the demo page on this origin): the button
    // stays busy until the browser has left.
    if (url && !error) return window.location.assign(new URL(url, window.location.href).href);
    if (!url && !error) toast(CHECKOUT_FAILED);
    setBusy(false);
  }

  return { proceed, busy };
}
