import type { MemberOrder } from '@app/local/db/db';
import type { StatusView } from '../../lib/status-view';
import { StatusBadge } from '../shared/status-badge';
import { formatCents } from '../../lib/money';
import { dateLabel, dayLabel } from '../../lib/moments';
import { MiddleDot } from '../shared/middle-dot';
import { ConversationLink } from '../shared/conversation-link';

/** How a listed order stands; unpaid checkouts are never listed (use-member-orders.ts). */
const STATUS_BADGES: Record<MemberOrder['status'], StatusView> = {
  paid: { label: 'Paid', tone: 'gold' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  disputed: { label: 'Payment disputed', tone: 'outline' },
  pending: { label: 'Awaiting payment', tone: 'outline' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};
const SHIPPED = { label: 'Shipped', tone: 'gold' } as const;

/** One order: what, when, how much, where it stands and, once shipped, how to follow it. */
export function OrderRow({ order }: { order: MemberOrder }) {
  // Older copies on this device predate the shipping fields: read them as "not shipped".
  const shippedAt = order.shippedAt ?? null;
  const badge =
    order.status === 'paid' && shippedAt !== null ? SHIPPED : STATUS_BADGES[order.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-display text-xl leading-tight text-ivory-50">{order.description}</p>
        <p className="mt-1 text-sm text-stone-300">
          {dateLabel(order.paidAt ?? order.createdAt)}
          <MiddleDot />
          {formatCents(order.amountCents)}
        </p>
        {shippedAt !== null && (
          <p className="mt-1 text-xs text-stone-400">
            Shipped <time dateTime={shippedAt}>{dayLabel(shippedAt)}</time>
            {order.carrier && (
              <>
                <MiddleDot />
                {order.carrier}
              </>
            )}
            {order.trackingNumber && (
              <>
                <MiddleDot />
                <span className="break-all text-ivory-50">
                  <span className="sr-only">Tracking number </span>
                  {order.trackingNumber}
                </span>
              </>
            )}
          </p>
        )}
        <div className="mt-2">
          <ConversationLink kind="order" refId={order.id} />
        </div>
      </div>
      <StatusBadge status={badge} />
    </li>
  );
}
