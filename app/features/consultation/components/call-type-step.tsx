import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@app/components/ui/cn';
import { CALL_TYPE_OPTIONS } from '../lib/call-types';

interface CallTypeStepProps {
  field: UseFormRegisterReturn<'callType'>;
  selected: string | undefined;
  error?: string;
}

/** Step 1: FaceTime, Zoom (both premium) or Phone, as radio cards. */
export function CallTypeStep({ field, selected, error }: CallTypeStepProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-4 font-display text-2xl text-ivory-50">
        How would you like to meet?
      </legend>
      <div className="grid gap-3">
        {CALL_TYPE_OPTIONS.map((option) => {
          const checked = selected === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-center gap-4 rounded-2xl border px-5 py-4 transition duration-300 ease-(--ease-luxe) has-focus-visible:ring-2 has-focus-visible:ring-gold-500/60',
                checked
                  ? 'border-gold-500/80 bg-gold-500/8'
                  : 'border-ink-600 bg-ink-850/80 hover:border-ink-500',
              )}
            >
              <input
                type="radio"
                value={option.value}
                aria-label={option.label}
                aria-describedby={`call-type-${option.value}-details`}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
                {...field}
              />
              <span
                aria-hidden
                className={cn(
                  'grid size-5 shrink-0 place-items-center rounded-full border transition',
                  checked ? 'border-gold-400 bg-gold-500' : 'border-ink-500',
                )}
              >
                {checked && <span className="size-1.5 rounded-full bg-ink-950" />}
              </span>
              <span id={`call-type-${option.value}-details`} className="flex min-w-0 flex-col">
                <span className="flex items-center gap-2.5">
                  <span className="font-medium text-ivory-50">{option.label}</span>
                  {option.premium && (
                    <span className="rounded-full border border-gold-500/50 bg-gold-500/10 px-2 py-0.5 text-[0.6rem] font-semibold tracking-[0.16em] text-gold-300 uppercase">
                      Premium
                    </span>
                  )}
                </span>
                <span className="mt-0.5 text-sm text-stone-300">{option.description}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && <p className="mt-3 text-sm text-danger-300">{error}</p>}
    </fieldset>
  );
}
