import type { UseFormRegisterReturn } from 'react-hook-form';
import { PAYMENT_OPTIONS } from '@shared/constants';
import { cn } from '@app/components/ui/cn';
import { PAYMENT_CHOICES, type PaymentOption } from '../lib/vacation-plan';

interface PaymentOptionsProps {
  field: UseFormRegisterReturn<'paymentOption'>;
  value: PaymentOption;
  error?: string;
}

/** Full or installments (spec 3), as two radio cards. */
export function PaymentOptions({ field, value, error }: PaymentOptionsProps) {
  return (
    <fieldset aria-describedby={error ? 'payment-option-error' : undefined}>
      <legend className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-300 uppercase">
        Payment option
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {PAYMENT_OPTIONS.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-2xl border p-5 transition duration-300',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-400',
              value === option
                ? 'border-gold-400 bg-gold-500/10'
                : 'border-ink-600 bg-ink-850 hover:border-ink-500',
            )}
          >
            <input
              type="radio"
              value={option}
              {...field}
              className="mt-1 size-4 shrink-0 accent-gold-500"
            />
            <span>
              <span className="block font-semibold text-ivory-50">
                {PAYMENT_CHOICES[option].title}
              </span>
              <span className="mt-1 block text-sm text-stone-300">
                {PAYMENT_CHOICES[option].detail}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="payment-option-error" className="mt-2 text-sm text-danger-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
