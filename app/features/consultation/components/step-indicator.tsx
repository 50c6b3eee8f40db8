import { cn } from '@app/components/ui/cn';
import { WIZARD_STEPS } from '../lib/wizard-steps';

/** Where the member is among the three steps; the current one is marked for screen readers. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol aria-label="Booking steps" className="flex items-center gap-2 sm:gap-3">
      {WIZARD_STEPS.map((s, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={s.title}
            aria-current={active ? 'step' : undefined}
            className="flex flex-1 items-center gap-2 sm:gap-3"
          >
            <span
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full border text-xs font-semibold transition',
                active && 'border-gold-400 bg-gold-500 text-ink-950',
                done && 'border-gold-500/60 text-gold-300',
                !active && !done && 'border-ink-500 text-stone-400',
              )}
            >
              {done ? (
                <svg
                  aria-hidden
                  viewBox="0 0 16 16"
                  fill="none"
                  stroke="currentColor"
                  className="size-3.5"
                >
                  <path
                    d="M3.5 8.5l3 3 6-7"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                i + 1
              )}
            </span>
            <span
              className={cn(
                'text-[0.66rem] font-semibold tracking-[0.16em] whitespace-nowrap uppercase',
                active ? 'text-ivory-50' : 'text-stone-400',
              )}
            >
              {s.title}
              {done && <span className="sr-only"> (done)</span>}
            </span>
            {i < WIZARD_STEPS.length - 1 && (
              <span aria-hidden className="hidden h-px flex-1 bg-ink-600 sm:block" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
