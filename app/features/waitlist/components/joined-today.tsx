import { dayAsDate, useToday } from '@app/lib/use-today';
import { joinedToday } from '@shared/joined-today';

/** Spec 1: the daily 'joined the waitlist today' figure, derived from today's date. */
export function JoinedToday() {
  const count = joinedToday(dayAsDate(useToday()));
  return (
    <p className="inline-flex items-center gap-3 rounded-full border border-gold-500/30 bg-ink-900/60 px-4 py-2 text-sm text-sand-100 backdrop-blur">
      <span aria-hidden className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-gold-400 opacity-60" />
        <span className="relative inline-flex size-2 rounded-full bg-gold-400" />
      </span>
      <span>
        <strong className="font-semibold text-gold-200">{count}</strong> joined the waitlist today
      </span>
    </p>
  );
}
