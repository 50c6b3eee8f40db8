import * as v from 'valibot';
import { PAYMENT_LINK_PROBLEMS } from '../installment-payment';

const INVALID = PAYMENT_LINK_PROBLEMS.link_invalid;

/** POST /api/installments/confirmation and /confirm: the token of the mailed payment link. */
export const PaymentLinkSchema = v.object({
  token: v.pipe(v.string(INVALID), v.nonEmpty(INVALID), v.maxLength(200, INVALID)),
});
export type PaymentLink = v.InferOutput<typeof PaymentLinkSchema>;
