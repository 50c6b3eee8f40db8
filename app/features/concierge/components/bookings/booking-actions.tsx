import { useId, type FormEvent } from 'react';
import type { ConciergeBooking } from '@shared/api';
import { Button } from '@app/components/ui/button';
import { cn } from '@app/components/ui/cn';
import type { BookingStep } from '../../data/use-booking-step';
import { stepWords } from '../../lib/booking-steps';
import { BOOKING_STATUS } from '../../lib/status-words';
import { ActionFailure, OfflineHint } from '../common/action-notices';
import { ConsoleInput, ConsoleTextarea } from '../common/console-fields';
import { Panel } from '../common/panel';
import { StatusPill } from '../common/status-pill';

interface BookingActionsProps {
  booking: ConciergeBooking;
  step: BookingStep;
}

/** The next steps the workflow allows from here, each with its note for the guest. */
export function BookingActions({ booking, step }: BookingActionsProps) {
  const offlineHintId = useId();
  const words = step.status && stepWords(step.status);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void step.submit();
  };

  return (
    <Panel title="Next step" aside={<StatusPill status={BOOKING_STATUS[booking.status]} />}>
      {step.conflict ? (
        <p className="text-sm leading-relaxed text-gold-200">
          A colleague’s change is shown above, beside your step: re-apply it there, or go back to
          it.
        </p>
      ) : step.allowed.length === 0 ? (
        <p className="text-sm leading-relaxed text-stone-300">
          This booking is {BOOKING_STATUS[booking.status].label.toLowerCase()}: there is no further
          step to take.
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <div role="group" aria-label="Choose the next step" className="flex flex-wrap gap-2">
            {step.allowed.map((next) => (
              <button
                key={next}
                type="button"
                aria-pressed={step.status === next}
                onClick={() => step.choose(next)}
                className={cn(
                  'h-9 cursor-pointer rounded-full border px-4 text-xs font-semibold tracking-[0.14em] uppercase transition',
                  step.status === next
                    ? 'border-gold-400 bg-gold-500/15 text-gold-100'
                    : 'border-white/12 text-sand-100 hover:border-gold-500/50 hover:text-gold-200',
                )}
              >
                {stepWords(next)?.verb}
              </button>
            ))}
          </div>
          {words && (
            <form
              noValidate
              onSubmit={onSubmit}
              aria-label={words.submit}
              className="flex flex-col gap-4"
            >
              {step.status === 'quoted' && (
                <ConsoleInput
                  label="Quoted price (USD)"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="12500.00"
                  value={step.price}
                  onChange={(e) => step.setPrice(e.target.value)}
                  error={step.issues.quotedPrice}
                />
              )}
              <ConsoleTextarea
                label="Note for the guest (optional)"
                hint={words.noteHint}
                value={step.note}
                onChange={(e) => step.setNote(e.target.value)}
                error={step.issues.note}
              />
              <ActionFailure failure={step.failure} />
              <OfflineHint id={offlineHintId} online={step.online} />
              <Button
                type="submit"
                size="sm"
                disabled={step.busy || !step.online}
                aria-describedby={step.online ? undefined : offlineHintId}
                className="self-start"
              >
                {step.busy ? 'Sending…' : words.submit}
              </Button>
            </form>
          )}
        </div>
      )}
    </Panel>
  );
}
