/**
 * What the installment timer and the buyer's on-session confirmation ask the payment provider
 * (installments.ts, routes/installment-payments.ts). Part of PaymentsGateway (gateway.ts).
 * One PaymentIntent per installment for its whole life: a retry confirms the same one again, and
 * a PaymentIntent can succeed only once, so no retry, replay or recheck can charge twice.
 */

/** Where an installment's PaymentIntent stands. A card error is an answer, never a throw. */
export type PaymentOutcome =
  | { status: 'succeeded'; id: string }
  /** the bank has not answered yet: not a failure; a webhook or the next run settles it */
  | { status: 'processing'; id: string }
  /** the bank wants the card holder (SCA): retrying off-session cannot succeed */
  | { status: 'authentication_required'; id: string; message: string }
  /** any other card error (declined, expired, insufficient funds) */
  | { status: 'declined'; id: string | null; code: string; message: string };

export interface OffSessionChargeParams {
  customerId: string;
  /** the checkout's payment: its card is the one charged again */
  firstPaymentIntentId: string;
  amountCents: number;
  /** one per installment for its whole life (never per attempt): a replay returns the same one */
  idempotencyKey: string;
  /** carries installment_id, so findOffSessionCharge and the webhooks can find the row */
  metadata: Record<string, string>;
}

export interface RetryChargeParams {
  paymentIntentId: string;
  firstPaymentIntentId: string;
}

export interface OnSessionParams extends RetryChargeParams {
  /** where the bank's check sends the buyer back (routes/installment-payments.ts) */
  returnUrl: string;
}

/** The buyer is here: the bank's own page may follow. */
export type OnSessionConfirmation =
  PaymentOutcome | { status: 'redirect'; id: string; url: string };

export interface InstallmentCalls {
  /** Creates and confirms the installment's PaymentIntent; any error but a card error throws. */
  chargeOffSession(params: OffSessionChargeParams): Promise<PaymentOutcome>;
  /** Confirms the same PaymentIntent again after a decline (nothing happens if it succeeded). */
  retryOffSessionCharge(params: RetryChargeParams): Promise<PaymentOutcome>;
  /** The installment's PaymentIntent found by its metadata; null when there is none. */
  findOffSessionCharge(installmentId: number): Promise<PaymentOutcome | null>;
  /** Where a known PaymentIntent stands now. */
  checkPayment(paymentIntentId: string): Promise<PaymentOutcome>;
  /** Confirms on-session; Stripe answers with its authentication page when the bank asks. */
  confirmOnSession(params: OnSessionParams): Promise<OnSessionConfirmation>;
}
