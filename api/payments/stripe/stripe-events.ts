/**
 * What a verified Stripe event does. Each event id is handled once: its record is inserted in the
 * same transaction as the work, so a redelivery (Stripe retries for days) finds it and stops.
 */
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import type { MailContext } from '../../mail/mail-context';
import type { Logger } from '../../runtime';
import {
  closeCheckout,
  fulfilCheckout,
  recordStripeEvent,
  type PaidCheckout,
} from '../checkout/fulfilment';
import { applyInstallmentIntentEvent } from '../installments/installment-events';
import type { InstallmentNotice } from '../installments/installment-settlement';
import {
  applyChargeRefunded,
  applyDisputeClosed,
  applyDisputeCreated,
} from '../refunds/refund-events';
import { shippingAddressOf } from './stripe-shipping';
import { applyInvoiceEvent, applySubscriptionEvent } from './subscription-events';

export type StripeEventResult = 'duplicate' | 'handled' | 'ignored';

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

function paidCheckout(session: Stripe.Checkout.Session, eventAt: number | null): PaidCheckout {
  return {
    eventAt,
    sessionId: session.id,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    paymentIntentId: idOf(session.payment_intent),
    email: session.customer_details?.email ?? session.customer_email,
    shippingAddress: shippingAddressOf(session),
  };
}

/** `notices`: mail the caller sends once the transaction has committed (installment-notices.ts). */
export function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  now: Date,
  log: Logger,
  mail: MailContext,
  notices: InstallmentNotice[] = [],
): StripeEventResult {
  // Absent only from hand-made events; Stripe always sends it.
  const eventAt = typeof event.created === 'number' ? event.created : null;
  return db.transaction((tx) => {
    if (!recordStripeEvent(tx, event, now)) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // Delayed methods (bank debits) complete unpaid; async_payment_succeeded follows.
        if (session.payment_status === 'unpaid') return 'handled';
        fulfilCheckout(tx, paidCheckout(session, eventAt), now, log, mail);
        return 'handled';
      }
      case 'checkout.session.async_payment_succeeded':
        fulfilCheckout(tx, paidCheckout(event.data.object, eventAt), now, log, mail);
        return 'handled';
      case 'checkout.session.async_payment_failed':
        closeCheckout(tx, event.data.object.id, 'canceled');
        return 'handled';
      case 'checkout.session.expired':
        closeCheckout(tx, event.data.object.id, 'expired');
        return 'handled';
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
      case 'customer.subscription.deleted': {
        const deleted = event.type === 'customer.subscription.deleted';
        applySubscriptionEvent(tx, event.data.object, deleted, eventAt, now, log);
        return 'handled';
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const paid = event.type === 'invoice.paid';
        applyInvoiceEvent(tx, event.data.object, paid, eventAt, now, log);
        return 'handled';
      }
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed': {
        const notice = applyInstallmentIntentEvent(tx, event.data.object, now, log);
        if (notice) notices.push(notice);
        return 'handled';
      }
      case 'charge.refunded':
        applyChargeRefunded(tx, event.data.object, now, log);
        return 'handled';
      case 'charge.dispute.created':
        applyDisputeCreated(tx, event.data.object, log);
        return 'handled';
      case 'charge.dispute.closed':
        applyDisputeClosed(tx, event.data.object, now, log);
        return 'handled';
      default:
        return 'ignored';
    }
  });
}
