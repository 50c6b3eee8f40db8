import { cn } from '@app/components/ui/cn';
import { ACTIVATE_PAGE } from '@app/content/giveaway';

/** The reservation hold, shown as fixed figures (spec 2.14 asks for a static display). */
export function ActivateCountdown({ className }: { className?: string }) {
  const label = ACTIVATE_PAGE.countdown.map((unit) => `${unit.value} ${unit.label}`).join(', ');
  return (
    <div className={cn('w-full max-w-xl', className)}>
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-stone-300 uppercase">
        {ACTIVATE_PAGE.countdownTitle}
      </p>
      <p role="timer" aria-label={label} className="mt-5 grid grid-cols-4 gap-2 sm:gap-4">
        {ACTIVATE_PAGE.countdown.map((unit) => (
          <span
            key={unit.label}
            aria-hidden
            className="flex flex-col items-center rounded-2xl border border-gold-500/30 bg-ink-900/80 px-2 py-4 shadow-card backdrop-blur sm:py-6"
          >
            <span className="text-gold-gradient font-display text-4xl font-medium tabular-nums sm:text-6xl">
              {unit.value}
            </span>
            <span className="mt-1 text-[0.62rem] font-semibold tracking-[0.22em] text-stone-400 uppercase sm:text-eyebrow">
              {unit.label}
            </span>
          </span>
        ))}
      </p>
    </div>
  );
}
