import type { ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

interface QueuedNoticeProps {
  /** What happens once it is delivered, e.g. "we'll confirm your booking right here". */
  children?: ReactNode;
  /** The server answered "not now" (not the connection): say so, not "when it returns". */
  deferred?: boolean;
  className?: string;
}

/** Shown while a request saved on this device waits in the outbox for the connection. */
export function QueuedNotice({ children, deferred = false, className }: QueuedNoticeProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-2xl border border-gold-500/35 bg-gold-500/8 px-5 py-4 text-sm leading-relaxed text-sand-100',
        className,
      )}
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 animate-pulse rounded-full bg-gold-400" />
      <p>
        <strong className="font-semibold text-gold-200">
          Your request is saved on this device.
        </strong>{' '}
        {deferred
          ? "The server couldn't take it just now; we'll try again automatically"
          : 'It will be sent automatically when the connection returns'}
        {children ? <>, and {children}</> : null}.
      </p>
    </div>
  );
}
