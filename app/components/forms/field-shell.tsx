import type { ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';
import { errorClass, hintClass, labelClass } from './field-styles';

interface FieldShellProps {
  /** The control's id: the label points at it, the hint and error hang off it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then a hint and the schema's message: the frame of every field here. */
export function FieldShell({ id, label, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
