import { PREORDER_PAGE } from '@app/content/preorder';
import { BOOK_ORDER } from '../lib/book-order';
import { SummaryCard, SummaryRow, SummaryTotal } from './summary-card';

/** Spec 9: $500 list, FRIENDSANDFAMILY applied automatically (−$400.01), $99.99 to pay. */
export function BookOrderSummary() {
  const { image } = PREORDER_PAGE.hardcover;
  return (
    <SummaryCard title="Your pre-order">
      <div className="mt-6 flex items-center gap-4">
        <img
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          className="size-20 shrink-0 rounded-xl object-cover"
        />
        <p className="font-display text-xl leading-snug text-ivory-50">{BOOK_ORDER.item}</p>
      </div>
      <dl className="mt-6 divide-y divide-ink-700 text-sm">
        {BOOK_ORDER.lines.map((line) => (
          <SummaryRow key={line.label} label={line.label} value={line.amount} />
        ))}
        <SummaryRow label="Shipping" value="Included" />
        <SummaryTotal label="Total" value={BOOK_ORDER.total} />
      </dl>
      <p className="mt-6 rounded-2xl border border-gold-500/30 bg-gold-500/8 px-5 py-4 text-sm text-sand-100">
        Code applied automatically · {BOOK_ORDER.shipping}
      </p>
    </SummaryCard>
  );
}
