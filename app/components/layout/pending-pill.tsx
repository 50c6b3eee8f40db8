import type { OutboxItem } from '@app/local/db/db';
import { cn } from '@app/components/ui/cn';
import { needsUser, pillText } from './pending-outbox-words';

const hasFailed = (items: OutboxItem[]) => items.some(needsUser);

/** The pill's box: the same before and after the popover's chunk arrives, so nothing moves. */
export function pillClasses(items: OutboxItem[]): string {
  return cn(
    'inline-flex h-8 cursor-pointer items-center gap-2 rounded-full border px-2.5 text-[0.68rem] sm:px-3 sm:text-[0.7rem] font-semibold tracking-wide whitespace-nowrap transition',
    hasFailed(items)
      ? 'border-danger-500/60 bg-danger-500/10 text-danger-300 hover:bg-danger-500/20'
      : 'border-gold-500/50 bg-gold-500/10 text-gold-200 hover:bg-gold-500/20',
  );
}

/** The pill's dot and counts: waiting and failed apart. */
export function PendingPill({ items }: { items: OutboxItem[] }) {
  return (
    <>
      <span
        aria-hidden
        className={cn(
          'size-1.5 rounded-full',
          hasFailed(items) ? 'bg-danger-500' : 'animate-pulse bg-gold-400',
        )}
      />
      {pillText(items)}
    </>
  );
}
