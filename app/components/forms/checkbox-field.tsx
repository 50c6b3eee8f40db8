import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@app/components/ui/cn';
import { errorClass } from './field-styles';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The sentence the box agrees to; it is the checkbox's accessible name. */
  label: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A real checkbox (keyboard, screen readers, forms) drawn as a gold-edged square. */
export function CheckboxField({ label, error, className, id, ...props }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
          <input
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              'peer size-5 cursor-pointer appearance-none rounded-md border bg-ink-850 transition checked:border-gold-400 checked:bg-gold-500',
              error ? 'border-danger-500/80' : 'border-ink-500 hover:border-gold-500',
            )}
            {...props}
          />
          <svg
            aria-hidden
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            className="pointer-events-none absolute size-3.5 text-ink-950 opacity-0 peer-checked:opacity-100"
          >
            <path
              d="M3.5 8.5l3 3 6-7"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-relaxed text-sand-100">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
