/**
 * The member's notification about an installment (issue 38): one their bank wants them to
 * confirm, or one whose last attempt failed. Queued in the settlement's transaction, beside the
 * order's attention flag; the mail (with the confirmation link, which never goes in a push) follows
 * the commit as before. The notification opens the dashboard, where My orders is.
 */
import { PUSH_SCREENS } from '@shared/push-api';
import type { Tx } from '../../db/client';
import { centsToDecimal } from '../../lib/money';
import { queuePush } from '../../push';

/** What the notification tells (an InstallmentNotice is one, the settlement's mail notice). */
export interface InstallmentEvent {
  kind: 'authentication_required' | 'installment_failed';
  installmentId: number;
  description: string;
  amountCents: number;
}

export function queueInstallmentPush(
  tx: Tx,
  memberId: string,
  notice: InstallmentEvent,
  attempt: number,
  now: Date,
): void {
  const amount = `$${centsToDecimal(notice.amountCents)}`;
  const confirm = notice.kind === 'authentication_required';
  queuePush(
    tx,
    {
      memberId,
      category: 'payments',
      eventKey: `installment:${notice.installmentId}:${notice.kind}:${attempt}`,
      title: confirm
        ? 'Your bank asks you to confirm a payment'
        : 'An installment could not be charged',
      body: confirm
        ? `${amount} for ${notice.description}: the link to confirm it is in your email.`
        : `${amount} for ${notice.description} was declined. Please update your card or call the concierge.`,
      url: PUSH_SCREENS.orders,
      tag: `installment:${notice.installmentId}`,
      urgency: 'high',
    },
    now,
  );
}
