import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@app/components/ui/cn';
import { FieldShell } from './field-shell';
import { controlClass, describedBy } from './field-styles';

interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** Earliest day the picker offers, YYYY-MM-DD (the schema still has the last word). */
  min?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native date input: the platform's own calendar, and a YYYY-MM-DD value for the schema. */
export function DateField({ label, hint, error, className, id, ...props }: DateFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        id={inputId}
        type="date"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, Boolean(hint), Boolean(error))}
        className={cn(
          controlClass(Boolean(error)),
          // The calendar glyph is drawn by the browser: tint it gold to match the select chevron.
          'h-12 [&::-webkit-calendar-picker-indicator]:cursor-pointer [&::-webkit-calendar-picker-indicator]:opacity-70 [&::-webkit-calendar-picker-indicator]:[filter:invert(77%)_sepia(30%)_saturate(500%)_hue-rotate(5deg)]',
        )}
        {...props}
      />
    </FieldShell>
  );
}
