/**
 * What the API asks the payment provider once a checkout exists: where its session stands
 * (reconciliation.ts), refunds and subscription cancellations (refunds.ts), and the page where a
 * member updates their card (routes/billing-portal.ts). Part of PaymentsGateway (gateway.ts).
 */

import type { ShippingAddress } from '@shared/concierge-api';

/** A checkout session as the provider sees it now. */
export interface CheckoutSessionState {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** false while a delayed method (a bank debit) has not settled */
  paid: boolean;
  /** the payment page, while the session is open */
  url: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  email: string | null;
  /** what the buyer entered for the goods to be sent to, when the checkout asked */
  shippingAddress: ShippingAddress | null;
}

export interface RefundParams {
  /** the checkout's payment; null for a subscription, whose first invoice's payment is refunded */
  paymentIntentId: string | null;
  subscriptionId: string | null;
  /** one per order for its whole life, so a retry returns the refund already made */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface BillingPortalParams {
  customerId: string;
  returnUrl: string;
}

export interface AfterCheckoutCalls {
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionState>;
  /**
   * Closes an open session now (the buyer left its page), so nothing can be paid on it later;
   * a session no longer open answers as it stands (a payment may have won the race).
   */
  expireCheckoutSession(id: string): Promise<CheckoutSessionState>;
  /** the whole payment back; a payment already refunded answers the refund that exists */
  refund(params: RefundParams): Promise<{ id: string }>;
  /** a subscription already canceled is not an error */
  cancelSubscription(id: string, idempotencyKey: string): Promise<void>;
  /** undefined for the demo: it keeps no card to update */
  createBillingPortalSession?(params: BillingPortalParams): Promise<{ url: string }>;
}
