import type { ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

/** Two columns on phones, three on tablets, five on desktops (spec 2.6). */
const GRID = 'grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-5';

export function ProductGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(GRID, className)}>{children}</div>;
}

/** Card-shaped placeholders while the first pull runs, so the page does not jump. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className={cn(GRID, 'mt-8')}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="overflow-hidden rounded-sm border border-ink-700/60 bg-ink-900 motion-safe:animate-pulse"
        >
          <div className="aspect-4/5 bg-ink-800" />
          <div className="space-y-3 p-5">
            <div className="h-2.5 w-16 rounded-full bg-ink-700" />
            <div className="h-5 w-full rounded-full bg-ink-700" />
            <div className="h-5 w-20 rounded-full bg-ink-800" />
          </div>
        </div>
      ))}
    </div>
  );
}
