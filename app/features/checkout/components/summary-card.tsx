import type { ReactNode } from 'react';

/** The gold-edged card an order summary sits in. */
export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="summary-title"
      className="relative overflow-hidden rounded-3xl border border-gold-500/25 bg-ink-900/90 p-6 shadow-card sm:p-8"
    >
      <div aria-hidden className="hairline absolute inset-x-0 top-0 opacity-70" />
      <h2 id="summary-title" className="text-display-sm">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One label and amount row of a summary. */
export function SummaryRow({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-stone-300">{label}</dt>
      <dd className="text-right text-sand-100 tabular-nums">{value}</dd>
    </div>
  );
}

/** The bottom line: what is paid. */
export function SummaryTotal({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 pt-5">
      <dt className="font-semibold text-ivory-50">{label}</dt>
      <dd className="font-display text-4xl text-gold-300 lining-nums">{value}</dd>
    </div>
  );
}
