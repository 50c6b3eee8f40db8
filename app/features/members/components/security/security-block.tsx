import { useId, type ReactNode } from 'react';

interface SecurityBlockProps {
  title: string;
  description: ReactNode;
  /** beside the title: the block's main button */
  action?: ReactNode;
  children?: ReactNode;
}

/** One part of the Security section: a serif heading, a line on what it does, its controls. */
export function SecurityBlock({ title, description, action, children }: SecurityBlockProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-white/8 pt-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 max-w-xl">
          <h3 id={headingId} className="font-display text-xl text-ivory-50">
            {title}
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-stone-300">{description}</p>
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}

/** A row of a block's list: what it is on the left, its one action on the right. */
export function SecurityRow({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-white/6 bg-ink-850 px-5 py-4">
      <div className="min-w-0">{children}</div>
      {action}
    </li>
  );
}

/** The small grey line under a row's name: dates, 'This device'. */
export function RowNote({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-xs text-stone-400">{children}</p>;
}
