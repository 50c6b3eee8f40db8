import type { ReactNode } from 'react';

/** Short facts with the brand's gold rule in front, as on the waitlist page. */
export function FactList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="mt-8 flex flex-col gap-3 text-sm text-sand-200">
      {items.map((item, i) => (
        <li key={i} className="flex items-start gap-3">
          <span aria-hidden className="mt-2 h-px w-5 shrink-0 bg-gold-500" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
