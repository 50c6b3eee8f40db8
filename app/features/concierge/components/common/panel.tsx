import type { ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

interface PanelProps {
  title: string;
  /** beside the title: a count, a status */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled group on a detail screen (the guest, the trip, the actions). */
export function Panel({ title, aside, className, children }: PanelProps) {
  return (
    <section
      className={cn('rounded-2xl border border-white/7 bg-ink-900/70 p-5 sm:p-6', className)}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="font-sans text-[0.7rem] font-semibold tracking-[0.22em] text-gold-400 uppercase">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
