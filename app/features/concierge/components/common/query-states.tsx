import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import type { ConsoleFailure } from '../../data/console-failure';
import { signInAgainPath } from '../../lib/sign-in-path';

/** Rows of quiet placeholders where a table will be, announced once as loading. */
export function LoadingTable({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-white/7 bg-ink-900/60">
      <p role="status" className="sr-only">
        Loading {label}…
      </p>
      <div aria-hidden className="h-11 border-b border-white/8 bg-ink-850/80" />
      <div aria-hidden className="divide-y divide-white/5">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-6 px-4 py-4">
            <span className="h-3 w-1/4 animate-pulse rounded-full bg-white/6 motion-reduce:animate-none" />
            <span className="h-3 w-1/6 animate-pulse rounded-full bg-white/5 motion-reduce:animate-none" />
            <span className="hidden h-3 w-1/5 animate-pulse rounded-full bg-white/5 motion-reduce:animate-none sm:block" />
            <span className="ml-auto h-5 w-20 animate-pulse rounded-full bg-white/6 motion-reduce:animate-none" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A detail screen on its way. */
export function LoadingDetail({ label }: { label: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <p role="status" className="sr-only">
        Loading {label}…
      </p>
      {[0, 1].map((i) => (
        <div
          key={i}
          aria-hidden
          className="h-64 animate-pulse rounded-2xl border border-white/7 bg-ink-900/60 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** Nothing to list: said plainly, with the way out when filters caused it. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span aria-hidden className="hairline w-16 opacity-70" />
      <p className="font-display text-xl text-ivory-50">{title}</p>
      {children && <p className="max-w-md text-sm leading-relaxed text-stone-300">{children}</p>}
      {action}
    </div>
  );
}

const TITLES: Record<Exclude<ConsoleFailure['kind'], 'signed-out'>, string> = {
  offline: 'You’re offline',
  forbidden: 'Not for this account',
  'not-found': 'Not found',
  conflict: 'Changed elsewhere',
  refused: 'Not possible',
  invalid: 'Check the filters',
  failed: 'This did not load',
};

/**
 * A read that failed, said in the console's voice; an ended session goes to sign-in and comes
 * back here. Offline, the screen loads by itself once the connection returns.
 */
export function FailureState({
  failure,
  onRetry,
}: {
  failure: ConsoleFailure;
  onRetry: () => void;
}) {
  const location = useLocation();
  if (failure.kind === 'signed-out') {
    return <Navigate to={signInAgainPath(location)} replace />;
  }
  const message =
    failure.kind === 'offline'
      ? 'The console reads everything from the club’s server. This screen will load as soon as the connection returns.'
      : failure.message;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-white/7 bg-ink-900/60 px-6 py-14 text-center"
    >
      <p className="font-display text-xl text-ivory-50">{TITLES[failure.kind]}</p>
      <p className="max-w-md text-sm leading-relaxed text-stone-300">{message}</p>
      {failure.kind !== 'forbidden' && failure.kind !== 'not-found' && (
        <Button variant="outline" size="sm" onClick={onRetry} className="mt-2">
          Try again
        </Button>
      )}
    </div>
  );
}
