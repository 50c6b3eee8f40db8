import { useEffect, useState } from 'react';
import {
  isPaymentLinkProblem,
  type InstallmentPayment,
  type PaymentLinkProblem,
} from '@shared/installment-payment';
import { ApiError, NetworkError } from '@app/local/api';
import {
  confirmInstallmentPayment,
  lookUpInstallmentPayment,
} from '@app/local/payments/installment-payment';
import { toast } from '@app/components/ui/toast-store';
import { checkoutError } from '@app/components/forms/checkout-toasts';
import { leaveFor } from '../lib/leave-for';

export type PaymentLinkLoad =
  | { state: 'loading' }
  | { state: 'ready'; payment: InstallmentPayment }
  | { state: 'problem'; problem: PaymentLinkProblem }
  | { state: 'declined'; message: string }
  /** no connection, or an answer with nothing of ours in it: trying again may work */
  | { state: 'unreachable' };

function problemOf(err: unknown): PaymentLinkProblem | null {
  const code = err instanceof ApiError ? err.body?.code : undefined;
  return isPaymentLinkProblem(code) ? code : null;
}

/** 402: the bank said no on-session; the server's words say what happens next. */
const declinedText = (err: unknown) =>
  err instanceof ApiError && err.status === 402 ? (err.body?.message ?? null) : null;

function failedLoad(err: unknown): PaymentLinkLoad {
  const problem = problemOf(err);
  return problem ? { state: 'problem', problem } : { state: 'unreachable' };
}

function failureText(err: unknown): string {
  if (err instanceof NetworkError) return 'Confirming needs a connection. Nothing was charged.';
  if (err instanceof ApiError && err.body?.message) return err.body.message;
  return 'We could not confirm your payment. Please try again.';
}

/**
 * The mailed link's installment (POST /api/installments/confirmation) and its Confirm, which
 * leaves for the bank's page or the result. A link that cannot be used says which way it is not.
 */
export function useInstallmentPayment(token: string | null) {
  // Kept with the token it answers, so a new token reads as loading without a reset here.
  const [answer, setAnswer] = useState<{ token: string; load: PaymentLinkLoad }>();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    lookUpInstallmentPayment(token).then(
      (payment) => live && setAnswer({ token, load: { state: 'ready', payment } }),
      (err: unknown) => live && setAnswer({ token, load: failedLoad(err) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  async function confirm() {
    if (!token) return;
    setConfirming(true);
    try {
      const { redirectUrl } = await confirmInstallmentPayment(token);
      leaveFor(redirectUrl);
    } catch (err) {
      const problem = problemOf(err);
      const declined = declinedText(err);
      if (problem) setAnswer({ token, load: { state: 'problem', problem } });
      else if (declined) setAnswer({ token, load: { state: 'declined', message: declined } });
      else toast(checkoutError(failureText(err)));
      setConfirming(false);
    }
  }

  let load: PaymentLinkLoad = { state: 'loading' };
  if (!token) load = { state: 'problem', problem: 'link_invalid' };
  else if (answer?.token === token) load = answer.load;
  return { load, confirm, confirming };
}
