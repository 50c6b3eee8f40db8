import type { ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

interface FormErrorProps {
  title: string;
  children?: ReactNode;
  className?: string;
}

/** A whole-form message (the server refused the request), announced when it appears. */
export function FormError({ title, children, className }: FormErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-2xl border border-danger-500/45 bg-danger-500/8 px-5 py-4 text-sm leading-relaxed',
        className,
      )}
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-danger-500" />
      <div>
        <p className="font-semibold text-danger-300">{title}</p>
        {children && <div className="mt-1 text-sand-100">{children}</div>}
      </div>
    </div>
  );
}
