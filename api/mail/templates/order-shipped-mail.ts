import { BRAND } from '@shared/brand';
import type { QueuedMail } from '../mail-queue';

export interface ShippedOrder {
  to: string;
  orderId: string;
  description: string;
  carrier: string;
  trackingNumber: string;
}

// Plain text for now; the mail templates work gives it the brand's HTML part.
export function orderShippedMail(o: ShippedOrder): QueuedMail {
  return {
    kind: 'order_shipped',
    to: o.to,
    subject: `Your ${BRAND.fullName} order has shipped`,
    text: [
      `Your order "${o.description}" is on its way.`,
      '',
      `Carrier: ${o.carrier}`,
      `Tracking number: ${o.trackingNumber}`,
    ].join('\n'),
  };
}
