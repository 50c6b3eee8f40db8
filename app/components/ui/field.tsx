import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from './cn';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The schema's message for this field; shown under it and announced with the input. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
  inputClassName?: string;
}

/** A labelled input with its inline error, tied together for assistive technology. */
export function TextField({
  label,
  error,
  className,
  inputClassName,
  id,
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label
        htmlFor={inputId}
        className="text-[0.7rem] font-semibold tracking-[0.2em] text-stone-300 uppercase"
      >
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-12 w-full rounded-xl border bg-ink-850 px-4 text-base text-ivory-50 transition duration-300 ease-(--ease-luxe) placeholder:text-stone-400/70',
          'hover:border-ink-500 focus:border-gold-500 focus:bg-ink-800 focus:outline-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-500/40',
          error ? 'border-danger-500/80' : 'border-ink-600',
          inputClassName,
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-danger-300">
          {error}
        </p>
      )}
    </div>
  );
}
