import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@shared/constants';
import { cn } from './cn';
import { useToastStore } from './toast-store';
import { CrossIcon } from './cross-icon';

/**
 * The current toast without Radix, for the rare page whose toast chunk could not load (offline
 * before the service worker cached it): the same look and timer, announced politely, closable.
 */
export function PlainToast() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const id = current?.id;
  const duration = current?.duration ?? TOAST_DURATION_MS;
  useEffect(() => {
    if (id === undefined || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, dismiss]);
  return (
    <section
      aria-label="Notifications"
      className="fixed right-0 bottom-0 z-[100] flex w-full max-w-[440px] flex-col p-4 sm:p-6"
    >
      <ol aria-live="polite" aria-atomic>
        {current && (
          <li
            className={cn(
              'relative rounded-2xl border bg-ink-900/95 py-5 pr-12 pl-6 shadow-card backdrop-blur-md',
              current.variant === 'destructive' ? 'border-danger-500/50' : 'border-gold-500/30',
            )}
          >
            <p className="font-display text-xl leading-tight font-medium text-ivory-50">
              {current.title}
            </p>
            {current.description && (
              <p className="mt-1.5 text-sm leading-relaxed text-stone-300">{current.description}</p>
            )}
            {current.action && (
              <button
                type="button"
                onClick={current.action.onClick}
                className="mt-4 inline-flex h-9 cursor-pointer items-center rounded-full border border-gold-500/60 px-4 text-[0.68rem] font-semibold tracking-[0.18em] text-gold-300 uppercase"
              >
                {current.action.label}
              </button>
            )}
            <button
              type="button"
              aria-label="Dismiss notification"
              onClick={() => dismiss(current.id)}
              className="absolute top-4 right-4 grid size-7 cursor-pointer place-items-center rounded-full text-stone-400 hover:text-ivory-50"
            >
              <CrossIcon />
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}
