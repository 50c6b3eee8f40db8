import { useEffect, useState } from 'react';
import type { CheckoutSessionStatus } from '@shared/api';
import { ApiError } from '@app/local/api';
import { checkoutSessionStatus } from '@app/local/payments/checkout';
import { pullMemberChanges } from '@app/local/sync/member-pull';

/** Polled every second for about 30 s: the payment provider's confirmation usually lands at once. */
export const POLL_INTERVAL_MS = 1000;
export const POLL_ATTEMPTS = 30;

export type CheckoutStatus =
  | { state: 'confirming'; session?: CheckoutSessionStatus }
  | { state: 'fulfilled'; session: CheckoutSessionStatus }
  | { state: 'slow'; session?: CheckoutSessionStatus }
  | { state: 'missing' };

/**
 * Polls GET /api/checkout/sessions/:id until the order is fulfilled (the webhook, or the demo's
 * Pay, has run); after ~30 s it stops and says it is still confirming. `round` restarts it.
 */
export function useCheckoutStatus(id: string | null, round: number): CheckoutStatus {
  // Kept with the poll it belongs to, so a new id or round reads as confirming at once.
  const poll = `${id}:${round}`;
  const [answer, setAnswer] = useState<{ poll: string; status: CheckoutStatus }>();

  useEffect(() => {
    if (!id) return;
    const sessionId = id;
    let live = true;
    let timer: number | undefined;
    const setStatus = (status: CheckoutStatus) => setAnswer({ poll: `${id}:${round}`, status });

    async function ask(attempt: number) {
      let session: CheckoutSessionStatus | undefined;
      try {
        session = await checkoutSessionStatus(sessionId);
      } catch (err) {
        if (live && err instanceof ApiError && err.status === 404) {
          return setStatus({ state: 'missing' });
        }
        // Offline or a hiccup: keep polling until the attempts run out.
      }
      if (!live) return;
      if (session?.fulfilled) {
        // The member's snapshot (membership status) and My orders now include this payment.
        void pullMemberChanges();
        return setStatus({ state: 'fulfilled', session });
      }
      if (attempt + 1 >= POLL_ATTEMPTS) return setStatus({ state: 'slow', session });
      setStatus({ state: 'confirming', session });
      timer = window.setTimeout(() => void ask(attempt + 1), POLL_INTERVAL_MS);
    }
    void ask(0);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [id, round]);

  if (!id) return { state: 'missing' };
  return answer?.poll === poll ? answer.status : { state: 'confirming' };
}
