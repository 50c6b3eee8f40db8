/**
 * POST /api/membership/billing-portal: the payment provider's page where a member updates their
 * card. Never queued, like every payment call: it is only worth opening while the member is here.
 */
import { API, type BillingPortalResponse } from '@shared/api';
import { ApiError, NetworkError, apiRequest } from '../api';

export type BillingPortalAnswer =
  | { kind: 'url'; url: string }
  /** the server's reason (no card kept in the demo, no membership payment yet, signed out) */
  | { kind: 'refused'; message: string; status: number }
  | { kind: 'network' };

export async function requestBillingPortal(): Promise<BillingPortalAnswer> {
  try {
    const { url } = await apiRequest<BillingPortalResponse>(API.billingPortal, {
      method: 'POST',
      jsonContentType: true,
    });
    return { kind: 'url', url };
  } catch (err) {
    if (err instanceof NetworkError) return { kind: 'network' };
    if (!(err instanceof ApiError)) throw err;
    return { kind: 'refused', message: err.body?.message ?? err.message, status: err.status };
  }
}
