import type { ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8';

export function DestinationGrid({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return <div className={cn(GRID, className)}>{children}</div>;
}

/**
 * Card-shaped placeholders while the first pull runs: they hold the cards' height so sections
 * below (and an anchor such as /home#jets) do not jump when the data lands.
 */
export function DestinationGridSkeleton({
  count,
  className,
}: {
  count: number;
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={cn(GRID, className)}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="overflow-hidden rounded-sm border border-ink-700/60 bg-ink-900 motion-safe:animate-pulse"
        >
          <div className="aspect-4/3 bg-ink-800" />
          <div className="space-y-3 p-6">
            <div className="h-3 w-24 rounded-full bg-ink-700" />
            <div className="h-6 w-40 rounded-full bg-ink-700" />
            <div className="h-3 w-full rounded-full bg-ink-800" />
            <div className="h-3 w-5/6 rounded-full bg-ink-800" />
            <div className="h-3 w-2/3 rounded-full bg-ink-800" />
            <div className="mt-6 h-9 w-28 rounded-full bg-ink-800" />
          </div>
        </div>
      ))}
    </div>
  );
}
