import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '@app/components/ui/cn';
import { FieldShell } from './field-shell';
import { controlClass, describedBy } from './field-styles';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Either plain options or `children` (e.g. optgroups). */
  options?: readonly SelectOption[];
  /** A first, empty choice ("Select a destination"); submitting it leaves the field empty. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (the phone's own picker, full keyboard support) in the form's look. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  id,
  children,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell id={selectId} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, Boolean(hint), Boolean(error))}
          className={cn(controlClass(Boolean(error)), 'h-12 cursor-pointer appearance-none pr-11')}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
        <svg
          aria-hidden
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-gold-400"
        >
          <path d="M4 6l4 4 4-4" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </FieldShell>
  );
}
