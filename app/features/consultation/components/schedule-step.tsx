import { useId, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONSULTATION_TIME_SLOTS } from '@shared/constants';
import { DateField } from '@app/components/forms/date-field';
import { labelClass } from '@app/components/forms/field-styles';
import { cn } from '@app/components/ui/cn';

interface ScheduleStepProps {
  today: string;
  date: UseFormRegisterReturn<'preferredDate'>;
  dateError?: string;
  time: string | undefined;
  onTimeChange: (slot: string) => void;
  timeError?: string;
  timeRef?: Ref<HTMLButtonElement>;
}

/** Step 2: a day from today on, and one of the eight time slots (EST) as toggle buttons. */
export function ScheduleStep(props: ScheduleStepProps) {
  const { today, date, dateError, time, onTimeChange, timeError, timeRef } = props;
  const labelId = useId();
  return (
    <div className="flex flex-col gap-6">
      <DateField label="Preferred date" error={dateError} {...date} min={today} />
      <div className="flex flex-col gap-3">
        <p id={labelId} className={labelClass}>
          Preferred time (EST)
        </p>
        <div
          role="group"
          aria-labelledby={labelId}
          className="grid grid-cols-2 gap-2.5 sm:grid-cols-4"
        >
          {CONSULTATION_TIME_SLOTS.map((slot, i) => {
            const pressed = time === slot;
            return (
              <button
                key={slot}
                ref={i === 0 ? timeRef : undefined}
                type="button"
                aria-pressed={pressed}
                onClick={() => onTimeChange(slot)}
                className={cn(
                  'h-11 cursor-pointer rounded-xl border text-sm font-medium tabular-nums transition duration-300 ease-(--ease-luxe)',
                  pressed
                    ? 'border-gold-400 bg-gold-500 text-ink-950 shadow-gold'
                    : 'border-ink-600 bg-ink-850 text-sand-100 hover:border-gold-500/70',
                )}
              >
                {slot}
              </button>
            );
          })}
        </div>
        {timeError && <p className="text-sm text-danger-300">{timeError}</p>}
      </div>
    </div>
  );
}
