import { useState } from 'react';
import type { VacationCheckout } from '@shared/schemas/checkout';
import { startVacationCheckout } from '@app/local/payments/checkout';
import { toast } from '@app/components/ui/toast-store';
import { checkoutError } from '@app/components/forms/checkout-toasts';
import { VACATION_NETWORK, VACATION_NO_URL } from '../lib/checkout-toasts';
import { leaveFor } from '../lib/leave-for';

/**
 * /confirm's submit (spec 7 and 8): POST the payment option and the traveller, then leave for the
 * payment page. Failures: the server's error text, an answer without a url, or the network.
 */
export function useVacationCheckout() {
  const [leaving, setLeaving] = useState(false);

  async function submit(payload: VacationCheckout) {
    const result = await startVacationCheckout(payload);
    // The request failed (no connection, or an error page with nothing of ours in it).
    if (result.kind === 'network' || result.kind === 'failed') {
      return void toast(checkoutError(VACATION_NETWORK));
    }
    if (result.kind === 'unauthorized') return void toast(checkoutError(VACATION_NO_URL));
    const { url, error } = result.answer;
    if (error) return void toast(checkoutError(error));
    if (!url) return void toast(checkoutError(VACATION_NO_URL));
    setLeaving(true);
    leaveFor(url);
  }

  return { submit, leaving };
}
