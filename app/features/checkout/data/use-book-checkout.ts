import { useState } from 'react';
import { startBookCheckout } from '@app/local/payments/checkout';
import { toast } from '@app/components/ui/toast-store';
import { CHECKOUT_FAILED, checkoutError } from '@app/components/forms/checkout-toasts';
import { leaveFor } from '../lib/leave-for';

/**
 * Complete Pre-Order (spec 4 and 8): loading turns on when pressed, stays on while the browser
 * leaves for the payment page, and turns off on an error (its text, or the request failure).
 * Signed-out visitors may buy, so a 401 is only another failure.
 */
export function useBookCheckout() {
  const [loading, setLoading] = useState(false);

  async function complete() {
    setLoading(true);
    const result = await startBookCheckout();
    const answer = result.kind === 'answer' ? result.answer : undefined;
    if (answer?.url && !answer.error) return leaveFor(answer.url);
    toast(answer?.error ? checkoutError(answer.error) : CHECKOUT_FAILED);
    setLoading(false);
  }

  return { complete, loading };
}
