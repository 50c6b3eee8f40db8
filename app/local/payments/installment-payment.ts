/**
 * The mailed installment link's calls (shared/installment-payment.ts). Never queued in the outbox:
 * confirming a payment is only worth doing while the buyer is here to see what the bank says.
 */
import { API } from '@shared/api';
import type { InstallmentConfirmResponse, InstallmentPayment } from '@shared/installment-payment';
import { apiRequest } from '../api';

/** What the link is for; a 400 with a link problem `code` when it cannot be used. */
export const lookUpInstallmentPayment = (token: string) =>
  apiRequest<InstallmentPayment>(API.installmentConfirmation, { body: { token } });

/** The buyer's Confirm: answers where to go (the bank's page, or this app's result). */
export const confirmInstallmentPayment = (token: string) =>
  apiRequest<InstallmentConfirmResponse>(API.installmentConfirm, { body: { token } });
