import type { OrderKind, OrderLine } from '@shared/api';
import { BRAND } from '@shared/brand';
import { SHIPPABLE_ORDER_KINDS } from '@shared/concierge-api';
import { formatUsd } from '../../lib/money';
import { dashboardLink, type MailContext } from '../mail-context';
import type { QueuedMail } from '../mail-queue';
import { brandMail } from './brand-mail';
import type { Fact } from './mail-blocks';

export interface PaidOrder {
  to: string;
  orderId: string;
  kind: OrderKind;
  description: string;
  lines: readonly OrderLine[];
  /** what was charged now (an installment vacation's deposit) */
  amountCents: number;
  /** bought while signed in: the order is in My orders */
  isMember: boolean;
}

/** Goods that go out by carrier: orderShippedMail follows. */
const ships = (kind: OrderKind) => (SHIPPABLE_ORDER_KINDS as readonly OrderKind[]).includes(kind);

/** 'Hardcover with luxury gift kit × 2 (ships Oct 14)': what the line is, as the checkout said. */
const lineLabel = (line: OrderLine) =>
  `${line.name}${line.quantity > 1 ? ` × ${line.quantity}` : ''}${line.note ? ` (${line.note})` : ''}`;

const lineFact = (line: OrderLine): Fact => ({
  label: lineLabel(line),
  value: formatUsd(line.unitAmountCents * line.quantity),
});

/** Sent once, when the payment provider says the order is paid (api/payments/fulfilment.ts). */
export function orderConfirmationMail(order: PaidOrder, context: MailContext): QueuedMail {
  const opening = `Thank you: your payment for "${order.description}" has been received.`;
  return brandMail(
    {
      kind: 'order_confirmation',
      to: order.to,
      subject: `Your ${BRAND.fullName} order is confirmed`,
      heading: 'Thank you for your order',
      preview: opening,
      blocks: [
        { type: 'paragraph', text: opening },
        {
          type: 'facts',
          rows: [...order.lines.map(lineFact), { label: 'Order reference', value: order.orderId }],
          total: { label: 'Paid today', value: formatUsd(order.amountCents) },
        },
        {
          type: 'paragraph',
          text: ships(order.kind)
            ? 'Keep this email as your receipt. We will write again when your order ships.'
            : 'Keep this email as your receipt.',
        },
        ...(order.isMember
          ? [{ type: 'action' as const, label: 'See My orders', href: dashboardLink(context) }]
          : []),
      ],
    },
    context,
  );
}
