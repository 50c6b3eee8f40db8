/**
 * 'Mark shipped': a paid order of goods gets its carrier and tracking number, and the buyer a
 * mail with them (and, when the buyer is a member, a notification on their devices), in the frame of staff-edit.ts (one transaction with the version check and the
 * audit entry). My orders shows them from then on.
 */
import { isShippable, type ConciergeOrder } from '@shared/concierge-api';
import { PUSH_SCREENS } from '@shared/push-api';
import type { OrderShip } from '@shared/schemas/concierge-orders';
import type { Db } from '../../db/client';
import type { MailContext } from '../../mail/mail-context';
import { queueMail } from '../../mail/mail-queue';
import { orderShippedMail } from '../../mail/templates/order-shipped-mail';
import { staffEdit, type Actor, type EditTarget } from '../staff-edit';
import { findOrder, orderAuditView, writeOrderShipping } from '../../payments';
import { queuePush } from '../../push';
import type { StaffEditOutcome } from '../staff-edit';

type Changes = Pick<ConciergeOrder, 'carrier' | 'trackingNumber' | 'shippedAt'>;

export const NOT_SHIPPABLE_MESSAGE = 'Only a book or a shop order is shipped.';
export const ALREADY_SHIPPED_MESSAGE = 'This order has already been marked shipped.';
export const notPaidMessage = (status: string) =>
  `Only a paid order is shipped: this one is ${status}.`;

/** Why the order cannot be shipped now, or null when it can. */
function refusal(order: ConciergeOrder): string | null {
  if (!isShippable(order.kind)) return NOT_SHIPPABLE_MESSAGE;
  if (order.shippedAt !== null) return ALREADY_SHIPPED_MESSAGE;
  if (order.status !== 'paid') return notPaidMessage(order.status);
  return null;
}

const orderTarget = (id: string): EditTarget<ConciergeOrder, Changes> => ({
  entityType: 'order',
  entityId: id,
  find: (tx) => findOrder(tx, id),
  write: (tx, changes, expected) => writeOrderShipping(tx, id, changes, expected),
  auditView: orderAuditView,
});

export function shipOrder(
  db: Db,
  id: string,
  actor: Actor,
  { carrier, trackingNumber, expectedUpdatedAt }: OrderShip,
  mail: MailContext,
): StaffEditOutcome<ConciergeOrder> {
  const { now } = actor;
  const edit = { ...actor, expectedUpdatedAt, action: 'order.shipped' };
  return staffEdit(db, orderTarget(id), edit, (_tx, order) => {
    const refused = refusal(order);
    if (refused) return { refused };
    return {
      changes: { carrier, trackingNumber, shippedAt: now.toISOString() },
      alongside: (tx) => {
        if (order.userId) {
          queuePush(
            tx,
            {
              memberId: order.userId,
              category: 'orders',
              eventKey: `order:${order.id}:shipped`,
              title: 'Your order has shipped',
              body: `${order.description}: ${carrier}, tracking ${trackingNumber}`,
              url: PUSH_SCREENS.orders,
              tag: `order:${order.id}`,
            },
            now,
          );
        }
        // A buyer who left no address cannot be told; the console shows the order as shipped.
        if (!order.email) return { mailed: false };
        const shipped = orderShippedMail(
          {
            to: order.email,
            orderId: order.id,
            description: order.description,
            carrier,
            trackingNumber,
          },
          mail,
        );
        queueMail(tx, shipped, now);
        return { mailed: true };
      },
    };
  });
}
