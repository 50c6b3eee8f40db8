import type { ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

interface FormSectionProps {
  index: number;
  title: string;
  children: ReactNode;
  className?: string;
}

/** A numbered group of fields; the legend names the group for screen readers too. */
export function FormSection({ index, title, children, className }: FormSectionProps) {
  return (
    <fieldset className={cn('min-w-0 border-t border-white/8 pt-8', className)}>
      <legend className="float-left mb-6 flex w-full items-baseline gap-4">
        <span aria-hidden className="font-display text-2xl text-gold-400">
          {String(index).padStart(2, '0')}
        </span>
        <span className="font-display text-2xl text-ivory-50 sm:text-[1.7rem]">{title}</span>
      </legend>
      <div className="clear-left flex flex-col gap-5">{children}</div>
    </fieldset>
  );
}
