import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Lifts on hover: for cards that are (or contain) a link. */
  interactive?: boolean;
}

/** A dark panel with a hairline border and soft shadow: the brand's surface for grouped content. */
export function Card({ interactive, className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-2xl border border-white/6 bg-ink-900/80 shadow-card',
        interactive &&
          'transition duration-500 ease-(--ease-luxe) hover:-translate-y-0.5 hover:border-gold-500/30 motion-reduce:hover:translate-y-0',
        className,
      )}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-6 sm:p-8', className)} {...props} />;
}
