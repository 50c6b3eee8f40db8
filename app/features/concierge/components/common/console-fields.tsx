import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@app/components/ui/cn';
import { compactControl } from './filter-controls';

interface FieldText {
  label: string;
  /** heard before the label, not shown: which of several alike groups ("Item 2") */
  srPrefix?: string | undefined;
  /** the schema's message for this field */
  error?: string;
  hint?: string;
}

/** The ids that tie a control to its hint and error, and the control's look with or without one. */
function useField({ error, hint }: Pick<FieldText, 'error' | 'hint'>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** Label above, the control, then its hint and the schema's message. */
function FieldFrame({
  id,
  label,
  srPrefix,
  error,
  hint,
  className,
  children,
}: FieldText & { id: string; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-xs font-medium text-sand-200">
        {srPrefix && <span className="sr-only">{srPrefix} </span>}
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A console text input. */
export function ConsoleInput({
  label,
  srPrefix,
  error,
  hint,
  className,
  ...props
}: FieldText & InputHTMLAttributes<HTMLInputElement>) {
  const field = useField({ error, hint });
  return (
    <FieldFrame {...{ label, srPrefix, error, hint, className }} id={field.id}>
      <input
        {...field}
        className={cn(compactControl, error && 'border-danger-500/80')}
        {...props}
      />
    </FieldFrame>
  );
}

/** A console note or reply: several lines, grows by hand. */
export function ConsoleTextarea({
  label,
  srPrefix,
  error,
  hint,
  className,
  rows = 4,
  ...props
}: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = useField({ error, hint });
  return (
    <FieldFrame {...{ label, srPrefix, error, hint, className }} id={field.id}>
      <textarea
        {...field}
        rows={rows}
        className={cn(
          compactControl,
          'h-auto resize-y py-2.5 leading-relaxed',
          error && 'border-danger-500/80',
        )}
        {...props}
      />
    </FieldFrame>
  );
}

/** A console choice among listed values (a time zone). */
export function ConsoleSelect({
  label,
  srPrefix,
  error,
  hint,
  className,
  options,
  optionLabel = (o) => o,
  ...props
}: FieldText &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly string[];
    /** what a value is called on screen, when not itself */
    optionLabel?: (value: string) => string;
  }) {
  const field = useField({ error, hint });
  return (
    <FieldFrame {...{ label, srPrefix, error, hint, className }} id={field.id}>
      <select
        {...field}
        className={cn(compactControl, 'cursor-pointer', error && 'border-danger-500/80')}
        {...props}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
