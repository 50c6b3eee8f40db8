import type { ReactNode } from 'react';
import { SUPPORT } from '@app/config/support-contact';
import { cn } from './cn';

/** What an external embed shows when it cannot load: why, the concierge, and Try again. */
export function EmbedNotice({
  message,
  onRetry,
  className,
}: {
  message?: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-2xl border border-gold-500/40 bg-ink-900/90 p-6 text-left shadow-card sm:p-8',
        className,
      )}
    >
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
        Form unavailable
      </p>
      <h2 className="mt-3 text-display-sm">This form needs a connection…</h2>
      <p className="mt-3 leading-relaxed text-stone-300">
        {message ??
          'It is served by our forms provider and could not be reached. Check your connection and try again, or contact the concierge.'}
      </p>
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          <span className="text-stone-400">Phone: </span>
          <a className="text-gold-300 underline-offset-4 hover:underline" href={SUPPORT.phoneHref}>
            {SUPPORT.phone}
          </a>
        </li>
        <li>
          <span className="text-stone-400">Email: </span>
          <a className="text-gold-300 underline-offset-4 hover:underline" href={SUPPORT.emailHref}>
            {SUPPORT.email}
          </a>
        </li>
      </ul>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 inline-flex h-10 cursor-pointer items-center rounded-full border border-gold-500/60 px-5 text-[0.7rem] font-semibold tracking-[0.18em] text-gold-300 uppercase transition hover:border-gold-300 hover:bg-gold-500/10"
      >
        Try again
      </button>
    </div>
  );
}
