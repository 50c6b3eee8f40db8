import { useState } from 'react';
import { requestBillingPortal } from '@app/local/payments/billing-portal';
import { toast } from '@app/components/ui/toast-store';
import { BILLING_PORTAL_OFFLINE, billingPortalRefused } from '../lib/billing-toasts';

/**
 * Update card: asks the API for the payment provider's billing page and goes there (it returns to
 * the dashboard). The button stays busy while the browser leaves.
 */
export function useBillingPortal() {
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    const answer = await requestBillingPortal();
    if (answer.kind === 'url') return window.location.assign(answer.url);
    toast(
      answer.kind === 'network'
        ? BILLING_PORTAL_OFFLINE
        : billingPortalRefused(answer.message, answer.status),
    );
    setBusy(false);
  }

  return { open, busy };
}
