import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** The page's content column: generous gutters on phones, a 1240 px measure on desktops. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-[1240px] px-5 sm:px-8', className)} {...props} />;
}
