import type { ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

export interface Detail {
  term: string;
  value: ReactNode;
  /** spans both columns on wide screens (an address, a long note) */
  wide?: boolean;
}

const COLUMNS = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 xl:grid-cols-3',
  4: 'grid-cols-2 xl:grid-cols-4',
} as const;

interface DetailListProps {
  items: readonly Detail[];
  /** how many side by side where there is room */
  columns?: keyof typeof COLUMNS;
  className?: string;
}

/** Facts as term and value, side by side where there is room. */
export function DetailList({ items, columns = 2, className }: DetailListProps) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4', COLUMNS[columns], className)}>
      {items.map((item) => (
        <div key={item.term} className={cn('min-w-0', item.wide && 'col-span-full')}>
          <dt className="text-xs text-stone-400">{item.term}</dt>
          <dd className="mt-1 text-sm break-words text-ivory-50">{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A value that may be missing: an em dash, quietly. */
export const orDash = (value: ReactNode) =>
  value === null || value === undefined || value === '' ? (
    <span className="text-stone-400">—</span>
  ) : (
    value
  );
