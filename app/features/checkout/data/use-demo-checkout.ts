import { useEffect, useState } from 'react';
import type { DemoCheckoutSession } from '@shared/api';
import { ApiError, NetworkError } from '@app/local/api';
import {
  cancelDemoCheckout,
  demoCheckoutSession,
  payDemoCheckout,
} from '@app/local/payments/checkout';
import { toast } from '@app/components/ui/toast-store';
import { checkoutError } from '@app/components/forms/checkout-toasts';
import { leaveFor } from '../lib/leave-for';

export type DemoLoad =
  | { status: 'loading' }
  | { status: 'ready'; session: DemoCheckoutSession }
  | { status: 'missing' }
  | { status: 'offline' };

/** The demo checkout's session (GET /api/checkout/demo/:id), its Pay and its Cancel. */
export function useDemoCheckout(id: string | undefined) {
  // Kept with the id it answers, so a new id reads as loading without a reset in the effect.
  const [answer, setAnswer] = useState<{ id: string; load: DemoLoad }>();
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    demoCheckoutSession(id).then(
      (session) => live && setAnswer({ id, load: { status: 'ready', session } }),
      (err: unknown) =>
        live &&
        setAnswer({ id, load: { status: err instanceof ApiError ? 'missing' : 'offline' } }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  async function pay() {
    if (!id) return;
    setPaying(true);
    try {
      const { redirectUrl } = await payDemoCheckout(id);
      leaveFor(redirectUrl);
    } catch (err) {
      const text =
        err instanceof NetworkError
          ? 'Payment needs a connection. Nothing was charged.'
          : err instanceof ApiError
            ? (err.body?.message ?? err.message)
            : 'Payment failed. Please try again.';
      toast(checkoutError(text));
      setPaying(false);
    }
  }

  /**
   * Gives the checkout's held stock back, then leaves by its cancel address. Leaving matters
   * more than telling the server: offline, the hold simply runs out with the session.
   */
  async function cancel(cancelUrl: string) {
    if (!id) return;
    setPaying(true);
    const answer = await cancelDemoCheckout(id).catch(() => ({ redirectUrl: cancelUrl }));
    leaveFor(answer.redirectUrl);
  }

  let load: DemoLoad = { status: 'loading' };
  if (!id) load = { status: 'missing' };
  else if (answer?.id === id) load = answer.load;
  return { load, pay, cancel, paying };
}
