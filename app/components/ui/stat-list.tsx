import { cn } from './cn';

interface Stat {
  label: string;
  value: string;
}

interface StatListProps {
  stats: readonly Stat[];
  /** Spacing around the list, which differs with what stands above it. */
  className?: string;
  /** Extra size steps for the figures. */
  valueClassName?: string;
}

/** Figures in gold over their labels: two columns on phones, four in a divided row on desktops. */
export function StatList({ stats, className, valueClassName }: StatListProps) {
  return (
    <dl className={cn('grid grid-cols-2 lg:grid-cols-4 lg:divide-x lg:divide-ink-700', className)}>
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col items-center gap-2 px-3 text-center">
          <dt className="text-eyebrow font-semibold tracking-[0.22em] text-stone-400 uppercase">
            {s.label}
          </dt>
          <dd
            className={cn(
              'order-first text-gold-gradient font-display text-5xl font-medium lining-nums',
              valueClassName,
            )}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
