import { BRAND } from '@shared/brand';
import type { MailContext } from '../mail-context';
import type { QueuedMail } from '../mail-queue';
import { brandMail } from './brand-mail';

export interface ShippedOrder {
  to: string;
  orderId: string;
  description: string;
  carrier: string;
  trackingNumber: string;
}

export function orderShippedMail(o: ShippedOrder, context: MailContext): QueuedMail {
  const opening = `Your order "${o.description}" is on its way.`;
  return brandMail(
    {
      kind: 'order_shipped',
      to: o.to,
      subject: `Your ${BRAND.fullName} order has shipped`,
      heading: 'Your order is on its way',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        {
          type: 'facts',
          rows: [
            { label: 'Carrier', value: o.carrier },
            { label: 'Tracking number', value: o.trackingNumber },
            { label: 'Order reference', value: o.orderId },
          ],
        },
      ],
    },
    context,
  );
}
