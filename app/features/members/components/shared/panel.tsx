import { useId, type ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

interface PanelProps {
  eyebrow?: string;
  title: string;
  /** beside the title: a count, a link, a 'Last updated' note */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One section of the members' area: a dark card with its own heading, named for screen readers. */
export function Panel({ eyebrow, title, aside, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative min-w-0 rounded-3xl border border-white/6 bg-ink-900/80 p-6 shadow-card sm:p-8',
        className,
      )}
    >
      <header className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          {eyebrow && (
            <p className="mb-2 text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="text-display-sm">
            {title}
          </h2>
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}
