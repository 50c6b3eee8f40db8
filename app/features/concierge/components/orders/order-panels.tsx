import { Link } from 'react-router-dom';
import type { ConciergeOrder } from '@shared/concierge-api';
import { centsLabel, momentLabel } from '../../lib/format';
import { memberHref } from '../../lib/hrefs';
import { addressLines, reasonWords } from '../../lib/order-rules';
import { ORDER_KIND_LABEL } from '../../lib/status-words';
import { DetailList, orDash } from '../common/detail-list';
import { Panel } from '../common/panel';

/** What was bought, line by line, and what was charged. */
export function OrderLines({ order }: { order: ConciergeOrder }) {
  return (
    <Panel title="Items">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">The order's lines</caption>
        <thead>
          <tr className="border-b border-white/8 text-[0.66rem] font-semibold tracking-[0.16em] text-stone-400 uppercase">
            <th scope="col" className="pb-2 font-semibold">
              Item
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="hidden pb-2 pl-3 text-right font-semibold sm:table-cell">
              Each
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {order.lines.map((line, i) => (
            <tr key={`${line.name}-${i}`}>
              <td className="py-2.5 pr-3 text-sand-100">
                {line.name}
                {line.note && <span className="block text-xs text-stone-400">{line.note}</span>}
              </td>
              <td className="py-2.5 pl-3 text-right tabular-nums">{line.quantity}</td>
              <td className="hidden py-2.5 pl-3 text-right tabular-nums sm:table-cell">
                {centsLabel(line.unitAmountCents)}
              </td>
              <td className="py-2.5 pl-3 text-right whitespace-nowrap tabular-nums">
                {centsLabel(line.unitAmountCents * line.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-white/10">
            <th
              scope="row"
              colSpan={3}
              className="pt-3 pr-3 text-right text-xs font-medium text-stone-300"
            >
              Charged
            </th>
            <td className="pt-3 text-right font-semibold whitespace-nowrap text-gold-200 tabular-nums">
              {centsLabel(order.amountCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </Panel>
  );
}

/** Who bought, and when it was paid. */
export function OrderFacts({ order: o }: { order: ConciergeOrder }) {
  return (
    <Panel title="Order">
      <DetailList
        columns={3}
        items={[
          { term: 'Kind', value: ORDER_KIND_LABEL[o.kind] },
          {
            term: 'Order id',
            value: <span className="text-xs tracking-wide tabular-nums">{o.id}</span>,
          },
          {
            term: 'Buyer',
            value: o.email ? (
              <a href={`mailto:${o.email}`} className="text-gold-200 hover:underline">
                {o.email}
              </a>
            ) : (
              orDash(null)
            ),
          },
          {
            term: 'Member',
            value: o.userId ? (
              <Link to={memberHref(o.userId)} className="text-gold-200 hover:underline">
                Open their account
              </Link>
            ) : (
              <span className="text-stone-400">Bought signed out</span>
            ),
          },
          { term: 'Placed', value: momentLabel(o.createdAt) },
          { term: 'Paid', value: orDash(o.paidAt && momentLabel(o.paidAt)) },
          ...(o.size ? [{ term: 'Size', value: o.size }] : []),
          ...(o.refundReason
            ? [{ term: 'Refund reason', value: reasonWords(o.refundReason) }]
            : []),
          ...(o.refundedAt ? [{ term: 'Refunded', value: momentLabel(o.refundedAt) }] : []),
          ...(o.attentionReason
            ? [{ term: 'Needs attention', value: o.attentionReason, wide: true }]
            : []),
        ]}
      />
    </Panel>
  );
}

/** Where the parcel goes, and where it is. */
export function ShippingPanel({ order: o }: { order: ConciergeOrder }) {
  const lines = addressLines(o.shippingAddress);
  return (
    <Panel title="Shipping">
      {lines.length === 0 ? (
        <p className="text-sm text-stone-400">No shipping address for this order.</p>
      ) : (
        <address className="text-sm leading-relaxed text-sand-100 not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      {o.shippedAt && (
        <DetailList
          columns={1}
          className="mt-5 border-t border-white/6 pt-4"
          items={[
            { term: 'Carrier', value: orDash(o.carrier) },
            { term: 'Tracking number', value: orDash(o.trackingNumber) },
            { term: 'Shipped', value: momentLabel(o.shippedAt) },
          ]}
        />
      )}
    </Panel>
  );
}
