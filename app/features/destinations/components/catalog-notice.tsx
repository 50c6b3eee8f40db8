import { cn } from '@app/components/ui/cn';

/**
 * Shown instead of cards when nothing is cached and the first pull failed (a first visit while
 * offline): a calm note, since the sync engine pulls again by itself when the connection returns.
 */
export function CatalogUnavailable({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'mx-auto max-w-xl rounded-sm border border-ink-700 bg-ink-900/70 px-8 py-12 text-center',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="mx-auto size-10 text-gold-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
      >
        <circle cx="24" cy="24" r="19" />
        <path d="M5 24h38M24 5c5.5 5.2 8 11.5 8 19s-2.5 13.8-8 19c-5.5-5.2-8-11.5-8-19s2.5-13.8 8-19z" />
      </svg>
      <p className="mt-5 font-display text-display-sm text-ivory-50">
        The collection is on its way
      </p>
      <p className="mt-3 text-sm leading-relaxed text-stone-300">
        We could not reach the club just now. Destinations will appear here as soon as your
        connection returns.
      </p>
    </div>
  );
}
