/**
 * One subscription per member: a membership checkout does not open while the member has a live
 * subscription or another checkout open. The open one is asked about first: paid since (its
 * webhook late), it is fulfilled; expired, it no longer counts; still open, the member is taken
 * back to it rather than given a second one.
 */
import type { CheckoutSessionResponse } from '@shared/api';
import { membershipOf } from '../../auth';
import type { CheckoutDeps } from './checkout';
import { openMembershipCheckouts } from './open-checkouts';
import { reconcileOrder } from './reconciliation';

export const MEMBERSHIP_ACTIVE_MESSAGE = 'Your membership is already active.';
export const MEMBERSHIP_PAST_DUE_MESSAGE =
  'Your last membership payment did not go through. Please update your card from your dashboard.';
export const MEMBERSHIP_CHECKOUT_OPEN_MESSAGE =
  'Your membership checkout is already open. Taking you back to it.';
export const MEMBERSHIP_CHECKOUT_BUSY_MESSAGE =
  'Your membership checkout is already open in another window. Please finish it there, or try again in 30 minutes.';

export interface CheckoutRefusal {
  status: 200 | 409;
  body: CheckoutSessionResponse;
}

function refusalFor(deps: CheckoutDeps, userId: string): CheckoutRefusal | null {
  const member = membershipOf(deps.db, userId);
  if (!member) throw new Error('signed-in member vanished');
  // 200 for an active member: the page shows `error` and follows redirectUrl (spec 4).
  if (member.membershipStatus === 'active') {
    return { status: 200, body: { error: MEMBERSHIP_ACTIVE_MESSAGE, redirectUrl: '/dashboard' } };
  }
  if (member.membershipStatus === 'past_due') {
    return { status: 409, body: { error: MEMBERSHIP_PAST_DUE_MESSAGE, redirectUrl: '/dashboard' } };
  }
  return null;
}

/** Why this member may not open a membership checkout now, or null when they may. */
export async function membershipCheckoutRefusal(
  deps: CheckoutDeps,
  userId: string,
): Promise<CheckoutRefusal | null> {
  const refusal = refusalFor(deps, userId);
  if (refusal) return refusal;
  for (const open of openMembershipCheckouts(deps.db, userId, deps.clock())) {
    try {
      const now = await reconcileOrder(deps, open);
      if (now.outcome === 'open') {
        const body = now.url
          ? { error: MEMBERSHIP_CHECKOUT_OPEN_MESSAGE, redirectUrl: now.url }
          : { error: MEMBERSHIP_CHECKOUT_BUSY_MESSAGE };
        return { status: 409, body };
      }
    } catch (err) {
      deps.log(`Could not ask the payment provider about checkout of order ${open.id}`, err);
      return { status: 409, body: { error: MEMBERSHIP_CHECKOUT_BUSY_MESSAGE } };
    }
  }
  // Paid since, or expired: decide as things now stand.
  return refusalFor(deps, userId);
}
