import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '@app/components/ui/cn';
import { FieldShell } from './field-shell';
import { controlClass, describedBy } from './field-styles';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its inline error. */
export function TextareaField({
  label,
  hint,
  error,
  className,
  id,
  rows = 5,
  ...props
}: TextareaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <FieldShell id={areaId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, Boolean(hint), Boolean(error))}
        className={cn(controlClass(Boolean(error)), 'min-h-28 resize-y py-3 leading-relaxed')}
        {...props}
      />
    </FieldShell>
  );
}
