/**
 * The buyer's on-session confirmation of an installment the bank would not take off-session
 * (docs/decisions/003): the page the mailed link opens, what its API answers and the words for
 * each state of the link, shared by the API and the page.
 */

/** The page the mail links to (`?token=`), and where the bank's check comes back to (`?result=`). */
export const PAYMENT_CONFIRM_PATH = '/payment/confirm';

/** How a confirmation ended, as the return route tells the page. */
export const PAYMENT_RESULTS = [
  'paid',
  'processing',
  'not_completed',
  'declined',
  'not_due',
] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

export const paymentResultPath = (result: PaymentResult) =>
  `${PAYMENT_CONFIRM_PATH}?result=${result}`;

/** `code` of a 400 when the link cannot be used, with the sentence the page shows. */
export const PAYMENT_LINK_PROBLEMS = {
  link_invalid: 'This payment link is not valid. Please open the link from your email again.',
  link_expired: 'This payment link has expired. Please contact the concierge to complete it.',
  link_used: 'This payment link has already been used.',
  payment_done: 'This payment is already complete. Thank you.',
  payment_not_due: 'This payment is no longer due. Nothing will be charged.',
} as const;
export type PaymentLinkProblem = keyof typeof PAYMENT_LINK_PROBLEMS;

export const isPaymentLinkProblem = (code: unknown): code is PaymentLinkProblem =>
  typeof code === 'string' && Object.hasOwn(PAYMENT_LINK_PROBLEMS, code);

/** POST /api/installments/confirmation: the installment the link is for. */
export interface InstallmentPayment {
  description: string;
  amountCents: number;
  /** YYYY-MM-DD */
  dueOn: string;
  /** the local demo (no Stripe key): confirming charges nothing */
  demo: boolean;
}

/** POST /api/installments/confirm: the bank's page, or this app's page with the result. */
export interface InstallmentConfirmResponse {
  redirectUrl: string;
}
